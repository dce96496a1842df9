import { useMutation } from '@tanstack/react-query';
import { DATA_EXPORT_FILE_NAME } from '@brightpath/shared/account-data';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/account/export: everything the account holds, as the file's contents. The server writes it table by table
 * as it reads; the browser keeps it until it is saved, so the toast says 'Data Exported' only once all of it arrived.
 */
export async function exportData(): Promise<Blob> {
  const res = await apiRequest('GET', '/api/account/export');
  return res.blob();
}

/** Hands the file to the browser's download, named as the specification says ('{product}-data.json'). */
export function saveFile(file: Blob, name = DATA_EXPORT_FILE_NAME) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the page's can go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportData() {
  return useMutation({ mutationFn: exportData, onSuccess: (file) => saveFile(file) });
}
