import type { Market, MarketCode } from "../../../domain/market.js";
import type { OpeningHours, stores } from "../schema/stores.js";

const mallHours: OpeningHours = {
  "1": [["09:00", "21:00"]],
  "2": [["09:00", "21:00"]],
  "3": [["09:00", "21:00"]],
  "4": [["09:00", "21:00"]],
  "5": [["09:00", "21:00"]],
  "6": [["09:00", "21:00"]],
  "7": [["10:00", "20:00"]],
};
const streetHours: OpeningHours = {
  "1": [["09:00", "18:00"]],
  "2": [["09:00", "18:00"]],
  "3": [["09:00", "18:00"]],
  "4": [["09:00", "18:00"]],
  "5": [["09:00", "18:00"]],
  "6": [["09:00", "12:00"]],
  "7": [],
};

type StoreSeed = {
  seo: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  lat: number;
  lon: number;
  phone: string;
  hours: OpeningHours;
  showroom?: boolean;
  service?: boolean;
  buyout?: boolean;
};

export const STORES: Record<MarketCode, StoreSeed[]> = {
  cz: [
    {
      seo: "praha-vaclavske-namesti",
      name: "Praha – Václavské náměstí",
      street: "Václavské náměstí 21",
      city: "Praha 1",
      postcode: "110 00",
      lat: 50.0815,
      lon: 14.4266,
      phone: "+420 601 100 201",
      hours: streetHours,
      showroom: true,
      service: true,
      buyout: true,
    },
    {
      seo: "praha-chodov",
      name: "Praha – Westfield Chodov",
      street: "Roztylská 2321/19",
      city: "Praha 4",
      postcode: "148 00",
      lat: 50.0316,
      lon: 14.4911,
      phone: "+420 601 100 202",
      hours: mallHours,
      buyout: true,
    },
    {
      seo: "brno-vankovka",
      name: "Brno – Galerie Vaňkovka",
      street: "Ve Vaňkovce 462/1",
      city: "Brno",
      postcode: "602 00",
      lat: 49.1893,
      lon: 16.6135,
      phone: "+420 601 100 203",
      hours: mallHours,
      service: true,
      buyout: true,
    },
    {
      seo: "ostrava-forum-nova-karolina",
      name: "Ostrava – Forum Nová Karolina",
      street: "Jantarová 3344/4",
      city: "Ostrava",
      postcode: "702 00",
      lat: 49.8306,
      lon: 18.2786,
      phone: "+420 601 100 204",
      hours: mallHours,
      buyout: true,
    },
    {
      seo: "plzen-plaza",
      name: "Plzeň – Plaza",
      street: "Radčická 2861/2",
      city: "Plzeň",
      postcode: "301 00",
      lat: 49.7466,
      lon: 13.3713,
      phone: "+420 601 100 205",
      hours: mallHours,
      service: true,
    },
    {
      seo: "olomouc-galerie-santovka",
      name: "Olomouc – Galerie Šantovka",
      street: "Polská 1201/1",
      city: "Olomouc",
      postcode: "779 00",
      lat: 49.5904,
      lon: 17.2606,
      phone: "+420 601 100 206",
      hours: mallHours,
      buyout: true,
    },
    {
      seo: "hradec-kralove-futurum",
      name: "Hradec Králové – Futurum",
      street: "Brněnská 1825/38",
      city: "Hradec Králové",
      postcode: "500 06",
      lat: 50.1897,
      lon: 15.8449,
      phone: "+420 601 100 207",
      hours: mallHours,
    },
  ],
  ro: [
    {
      seo: "bucuresti-afi-cotroceni",
      name: "București – AFI Cotroceni",
      street: "Bulevardul General Paul Teodorescu 4",
      city: "București",
      postcode: "061344",
      lat: 44.4307,
      lon: 26.0527,
      phone: "+40 712 100 201",
      hours: mallHours,
      showroom: true,
      service: true,
      buyout: true,
    },
    {
      seo: "bucuresti-mega-mall",
      name: "București – Mega Mall",
      street: "Bulevardul Pierre de Coubertin 3-5",
      city: "București",
      postcode: "021901",
      lat: 44.4424,
      lon: 26.1522,
      phone: "+40 712 100 202",
      hours: mallHours,
      buyout: true,
    },
    {
      seo: "cluj-iulius-mall",
      name: "Cluj-Napoca – Iulius Mall",
      street: "Strada Alexandru Vaida Voevod 53B",
      city: "Cluj-Napoca",
      postcode: "400436",
      lat: 46.7714,
      lon: 23.6258,
      phone: "+40 712 100 203",
      hours: mallHours,
      service: true,
      buyout: true,
    },
    {
      seo: "timisoara-iulius-town",
      name: "Timișoara – Iulius Town",
      street: "Piața Consiliul Europei 2",
      city: "Timișoara",
      postcode: "300627",
      lat: 45.7665,
      lon: 21.2289,
      phone: "+40 712 100 204",
      hours: mallHours,
      buyout: true,
    },
    {
      seo: "iasi-palas",
      name: "Iași – Palas Mall",
      street: "Strada Palas 7A",
      city: "Iași",
      postcode: "700051",
      lat: 47.1564,
      lon: 27.5873,
      phone: "+40 712 100 205",
      hours: mallHours,
      service: true,
    },
    {
      seo: "brasov-coresi",
      name: "Brașov – Coresi Shopping Resort",
      street: "Strada Zaharia Stancu 1",
      city: "Brașov",
      postcode: "500474",
      lat: 45.6705,
      lon: 25.6118,
      phone: "+40 712 100 206",
      hours: mallHours,
    },
  ],
};

/**
 * The market's stores as the seed writes them: the one source of the store list, of the service
 * centres that service operations are done at, of the buy-back centres and of the pickup stores
 * (the demo seed and the test fixtures both write these rows, so no list can name a store another
 * lacks).
 */
export function storeRows(market: Pick<Market, "code" | "defaultCountry">): (typeof stores.$inferInsert)[] {
  return STORES[market.code].map((s) => ({
    seoName: s.seo,
    name: s.name,
    street: s.street,
    city: s.city,
    postcode: s.postcode,
    country: market.defaultCountry,
    phone: s.phone,
    email: `${s.seo}@mobilcentrum.${market.code}`,
    latitude: s.lat,
    longitude: s.lon,
    openingHours: s.hours,
    isShowroom: s.showroom ?? false,
    isServiceCenter: s.service ?? false,
    isBuyoutCenter: s.buyout ?? false,
    services: [...(s.service ? ["service"] : []), ...(s.buyout ? ["buyout"] : []), "pickup"],
  }));
}
