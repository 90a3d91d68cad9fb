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
}

const CZ_CITIES: [string, string][] = [
  ["Praha 1", "110 00"],
  ["Praha 4", "140 00"],
  ["Praha 5", "150 00"],
  ["Brno", "602 00"],
  ["Ostrava", "702 00"],
  ["Plzeň", "301 00"],
  ["Olomouc", "779 00"],
  ["Liberec", "460 01"],
  ["České Budějovice", "370 01"],
  ["Hradec Králové", "500 02"],
];
const RO_CITIES: [string, string][] = [
  ["București Sector 1", "010011"],
  ["București Sector 3", "030011"],
  ["Cluj-Napoca", "400001"],
  ["Iași", "700001"],
  ["Timișoara", "300001"],
  ["Constanța", "900001"],
  ["Brașov", "500001"],
  ["Craiova", "200001"],
  ["Oradea", "410001"],
  ["Sibiu", "550001"],
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
  return cities.flatMap(([city, postcode], ci) =>
    streets.map((street, si) => ({
      id: `${currency === "CZK" ? "ZB" : "EB"}${String(ci * 10 + si + 1).padStart(4, "0")}`,
      name: `${brand} ${city}, ${street}`,
      street: `${street} ${(si + 1) * 7}`,
      city,
      postcode,
      state: (ci * 5 + si) % 11 === 3 ? "congested" : (ci * 5 + si) % 13 === 5 ? "unavailable" : "open",
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
