/** An Art. 7(1) compensation band with the windows that go with it. */
export interface Band {
  amountEur: 250 | 400 | 600;
  label: string;
  /** Art. 7(2): arriving no later than this after schedule, when re-routed, halves the amount. */
  reductionWindowHours: 2 | 3 | 4;
  /** Art. 6(1): a departure delay of this many hours triggers the right to care. */
  careThresholdHours: 2 | 3 | 4;
}

/**
 * The band for a great-circle distance. Art. 7(1): (a) 1,500 km or less; (b) intra-Community
 * flights over 1,500 km (however long: Warsaw–Tenerife, 4,094 km, stays 400) and all other flights
 * of 1,500 to 3,500 km; (c) everything else.
 */
export function bandFor(distanceKm: number, intraEu: boolean): Band {
  if (distanceKm <= 1500) return { amountEur: 250, label: "flights of 1,500 km or less", reductionWindowHours: 2, careThresholdHours: 2 };
  if (intraEu) return { amountEur: 400, label: "intra-EU flights of more than 1,500 km", reductionWindowHours: 3, careThresholdHours: 3 };
  if (distanceKm <= 3500) return { amountEur: 400, label: "other flights of 1,500 to 3,500 km", reductionWindowHours: 3, careThresholdHours: 3 };
  return { amountEur: 600, label: "flights of more than 3,500 km that are not intra-EU", reductionWindowHours: 4, careThresholdHours: 4 };
}
