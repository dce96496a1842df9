// The Data & Privacy card's words (spec 002 sections 2, 4, 8 and 9): the specified ones quoted verbatim, ours beside them.
import { DATA_EXPORT_FILE_NAME, DELETE_CONFIRMATION_WORD } from '@brightpath/shared/account-data';

/** Spec 002 section 9: "delete-all-data redirect 2 seconds". */
export const DELETE_REDIRECT_MS = 2000;

export const DATA_PRIVACY = {
  title: 'Data & Privacy',
  description: 'Your learning record is kept on your account. Take a copy of it, or remove it for good.',
  export: {
    label: 'Export',
    button: 'Export Data',
    busy: 'Exporting...',
    text: `Download everything your account holds as ${DATA_EXPORT_FILE_NAME}: your profile, subjects, assessment, conversations, lessons, achievements and study sessions.`,
    done: { title: 'Data Exported', description: `Your data was saved as ${DATA_EXPORT_FILE_NAME}.` },
    failed: { title: 'Export Failed', description: 'Could not export your data. Please try again.' },
  },
  logout: {
    label: 'Logout & Reset',
    button: 'Logout & Reset',
    text: 'Sign out and clear everything this browser keeps for you.',
    kept: 'Your account and your learning stay on the server.',
    confirmTitle: 'Log out and reset this browser?',
    confirmText: 'You will be signed out, and this browser will forget your settings and saved state.',
    /** A guest's learning can be reached only from this session (DESIGN.md decision 2): said before it is left. */
    guestText: 'This is a guest account: once you log out, you cannot come back to it. Create an account first to keep your learning.',
    confirm: 'Logout & Reset',
    busy: 'Logging out...',
    cancel: 'Cancel',
    done: { title: 'Logged Out', description: 'This browser has been reset.' },
    /** Spec 002 section 8, verbatim. */
    failed: 'There was an error logging out. Please refresh the page and try again.',
  },
  delete: {
    label: 'Delete All Data',
    button: 'Delete All Data',
    text: 'Permanently delete your account and everything in it. This cannot be undone.',
    confirmTitle: 'Delete all of your data?',
    confirmText:
      'Your account, profile, subjects, assessment, conversations, lessons, quiz answers, achievements and study sessions will be deleted for good. This cannot be undone.',
    wordLabel: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
    confirm: 'Delete Everything',
    busy: 'Deleting...',
    cancel: 'Cancel',
    done: { title: 'Data Cleared', description: 'Everything your account held has been deleted.' },
    leaving: 'Your data has been deleted. Taking you to the home page...',
    failed: { title: 'Delete Failed', description: 'Could not delete your data. Please try again.' },
  },
} as const;
