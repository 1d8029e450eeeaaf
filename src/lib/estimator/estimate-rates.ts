/** The estimator's rates, gathered from the business details (estimator, prices). */
import type { Business } from "../../schemas/business";
import type { EstimateRates } from "./moving-estimate";

export function estimateRates({ estimator, prices }: Business): EstimateRates {
  const { ratesConfirmed: _confirmed, crewHourlyRate, ...rates } = estimator;
  return {
    ...rates,
    crewHourlyRate: { 2: crewHourlyRate.twoMovers, 3: crewHourlyRate.threeMovers, 4: crewHourlyRate.fourMovers },
    packingPerHour: prices.packingPerHour,
    storagePerDay: prices.storagePerDay,
  };
}
