// The few autocannon options and results this benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface RequestParams {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { setupRequest?: (request: RequestParams) => RequestParams }[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
