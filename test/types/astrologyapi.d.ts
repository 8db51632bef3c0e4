// Types for the hosted service's official Node SDK as published on npm (`astrologyapi` 1.0.1, MIT), which
// ships none: only what the contract tests call. Every method POSTs to `<client.baseUrl>/<endpoint>` with
// HTTP Basic built from `+userId` and the API key, and resolves to the parsed JSON answer.
declare module 'astrologyapi' {
  type Params = Record<string, unknown>;
  type Answer = Promise<unknown>;

  class AstrologyApiClient {
    baseUrl: string;
    userId: string;
    apiKey: string;
  }

  class VedicAPI {
    getBirthDetails(params?: Params, language?: string | null): Answer;
    getAstroDetails(params?: Params, language?: string | null): Answer;
    getPlanets(params?: Params, language?: string | null): Answer;
    getHoroChartD1(params?: Params, language?: string | null): Answer;
    getLalKitabHoroscope(params?: Params, language?: string | null): Answer;
    getBasicHoroscopePDF(params?: Params): Answer;
  }

  class WesternAPI {
    getTropicalPlanets(params?: Params, language?: string | null): Answer;
    getHouseCusps(params?: Params, language?: string | null): Answer;
    getSynastryHoroscope(params?: Params, language?: string | null): Answer;
    getSunSignPredictionDaily(params: Params, language: string | null, zodiacName: string): Answer;
    getMonthlyHoroscopePrediction(params: Params, language: string | null, zodiacName: string): Answer;
    getNatalWheelChart(params?: Params): Answer;
  }

  export default class AstrologyAPI {
    /** apiType 'PDF': the PDF host's base URL, and the language sent in the body (`language`) as well as the header. */
    constructor(config: { userId: string | number; apiKey: string; version?: string; apiType?: 'PDF' | 'JSON' });
    client: AstrologyApiClient;
    vedic: VedicAPI;
    western: WesternAPI;
    customRequest(opts: { method?: string; endpoint: string; params?: Params; language?: string }): Answer;
  }
}
