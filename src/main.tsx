import { createRoot } from 'react-dom/client';
import 'antd-mobile/es/global';
import { App } from './app/app';
import { startDebugConsoleIfEnabled } from './app/debug-console';
import { env } from './config/env';
import { setRequestGate } from './lib/http/client';
import './lib/feedback/feedback';
import './styles.css';

if (env.isEmulator) {
  // The emulator is its own chunk, absent when a real gateway is configured. The shell renders
  // at once; the first calls wait for the emulator to be ready.
  setRequestGate(import('./mocks/browser').then((m) => m.startEmulator()));
}
startDebugConsoleIfEnabled();

createRoot(document.getElementById('root')!).render(<App />);
