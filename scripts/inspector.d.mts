export interface InspectorSession {
  /** Bytes still reachable after forced full garbage collections. */
  liveHeapBytes(): Promise<number>;
  close(): void;
}
export function connectInspector(port: number): Promise<InspectorSession>;
