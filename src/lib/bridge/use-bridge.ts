import { useSyncExternalStore } from 'react';
import { bridgeSdk, onBridgeChange } from './sdk';

/** Whether the messenger's bridge is configured (re-renders when it becomes ready or goes). */
export function useBridgeReady(): boolean {
  return useSyncExternalStore(
    onBridgeChange,
    () => bridgeSdk() !== null,
    () => false,
  );
}
