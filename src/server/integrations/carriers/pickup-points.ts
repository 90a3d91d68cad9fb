/**
 * The pickup-point network as the carrier's sandbox returns it: a few dozen points per market,
 * some full (congested) or closed (unavailable), searchable by name, street, city or postcode.
 */
export interface PickupPoint {
  id: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  state: "open" | "congested" | "unavailable";
  /** Where the point is (WGS 84), for the staff map of the network. */
  latitude: number;
  longitude: number;
}

/** City, postcode, and the city centre's latitude and longitude. */
type City = [string, string, number, number];
const CZ_CITIES: City[] = [
  ["Praha 1", "110 00", 50.087, 14.421],
  ["Praha 4", "140 00", 50.041, 14.452],
  ["Praha 5", "150 00", 50.071, 14.381],
  ["Brno", "602 00", 49.195, 16.608],
  ["Ostrava", "702 00", 49.835, 18.292],
  ["Plzeň", "301 00", 49.747, 13.377],
  ["Olomouc", "779 00", 49.594, 17.251],
  ["Liberec", "460 01", 50.767, 15.056],
  ["České Budějovice", "370 01", 48.975, 14.474],
  ["Hradec Králové", "500 02", 50.209, 15.832],
];
const RO_CITIES: City[] = [
  ["București Sector 1", "010011", 44.47, 26.07],
  ["București Sector 3", "030011", 44.42, 26.15],
  ["Cluj-Napoca", "400001", 46.77, 23.59],
  ["Iași", "700001", 47.16, 27.59],
  ["Timișoara", "300001", 45.75, 21.23],
  ["Constanța", "900001", 44.18, 28.63],
  ["Brașov", "500001", 45.65, 25.6],
  ["Craiova", "200001", 44.32, 23.8],
  ["Oradea", "410001", 47.07, 21.93],
  ["Sibiu", "550001", 45.79, 24.15],
];
const CZ_STREETS = ["Náměstí Míru", "Hlavní", "Nádražní", "Masarykova", "Husova"];
const RO_STREETS = [
  "Bulevardul Unirii",
  "Strada Republicii",
  "Calea Victoriei",
  "Strada Mihai Eminescu",
  "Bulevardul Independenței",
];

function network(currency: "CZK" | "RON"): PickupPoint[] {
  const cities = currency === "CZK" ? CZ_CITIES : RO_CITIES;
  const streets = currency === "CZK" ? CZ_STREETS : RO_STREETS;
  const brand = currency === "CZK" ? "Z-BOX" : "easybox";
  return cities.flatMap(([city, postcode, latitude, longitude], ci) =>
    streets.map((street, si) => ({
      id: `${currency === "CZK" ? "ZB" : "EB"}${String(ci * 10 + si + 1).padStart(4, "0")}`,
      name: `${brand} ${city}, ${street}`,
      street: `${street} ${(si + 1) * 7}`,
      city,
      postcode,
      state: (ci * 5 + si) % 11 === 3 ? "congested" : (ci * 5 + si) % 13 === 5 ? "unavailable" : "open",
      // The streets a few hundred metres apart around the centre.
      latitude: Math.round((latitude + ((si % 3) - 1) * 0.006) * 1e4) / 1e4,
      longitude: Math.round((longitude + (si - 2) * 0.008) * 1e4) / 1e4,
    })),
  );
}

const cache = new Map<string, PickupPoint[]>();
const all = (currency: "CZK" | "RON") => {
  if (!cache.has(currency)) cache.set(currency, network(currency));
  return cache.get(currency)!;
};

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, "");

export function searchPickupPoints(currency: "CZK" | "RON", search: string, limit: number): PickupPoint[] {
  const q = fold(search);
  return all(currency)
    .filter((p) => !q || fold(`${p.name}${p.street}${p.city}${p.postcode}`).includes(q))
    .slice(0, limit);
}

export const findPickupPoint = (currency: "CZK" | "RON", id: string) =>
  all(currency).find((p) => p.id === id);

/** The whole network (the staff map shows every point). */
export const allPickupPoints = (currency: "CZK" | "RON"): readonly PickupPoint[] => all(currency);
