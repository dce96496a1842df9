// The offline speech engine's worker thread: espeak-ng compiled to WebAssembly writes a WAV file into its
// in-memory file system for each request; the synthesis never blocks the server's event loop.
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

const quiet = () => {};

parentPort.on('message', async ({ id, text, voice, speed, pitch }) => {
  try {
    const espeak = await ESpeakNg({
      // '--' ends the options: a text beginning with '-' is read, not taken as one.
      arguments: ['-w', 'speech.wav', '-v', voice, '-s', String(speed), '-p', String(pitch), '--', text],
      print: quiet,
      printErr: quiet,
    });
    const wav = espeak.FS.readFile('speech.wav');
    parentPort.postMessage({ id, wav }, [wav.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
