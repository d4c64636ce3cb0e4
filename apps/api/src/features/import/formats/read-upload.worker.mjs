// Worker entry: registers tsx in this thread, then runs the TypeScript worker. A worker cannot take --import.
import { register } from 'tsx/esm/api';

register();
await import('./read-upload.worker.ts');
