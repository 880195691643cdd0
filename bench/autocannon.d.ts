/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  interface Options {
    url: string;
    headers?: Record<string, string> | undefined;
    connections?: number;
    duration?: number;
    requests?: { setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[] | undefined;
  }
  interface Result {
    requests: { total: number };
    duration: number;
    errors: number;
    timeouts: number;
  }
  interface Instance {
    on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): Instance;
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
