export function bundleHallConfig(out: string): Promise<void>;
