/** The estimator's rates, gathered from the business config (business.estimator and business.prices). */
import { business } from "../data/business";
import { elsewhere } from "../content/towns";
import type { EstimateRates } from "./moving-estimate";

const { ratesArePlaceholders: _placeholders, ...estimator } = business.estimator;

export const estimateRates: EstimateRates = {
  ...estimator,
  packingPerHour: business.prices.packingPerHour,
  storagePerDay: business.prices.storagePerDay,
  elsewhereRoadMiles: elsewhere.assumedRoadMiles,
};
