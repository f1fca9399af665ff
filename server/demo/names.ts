import type { Rng } from "./random.js";

// prettier-ignore
export const FIRST_NAMES = [
  "James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth",
  "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Charles", "Karen",
  "Daniel", "Nancy", "Matthew", "Lisa", "Anthony", "Betty", "Mark", "Sandra", "Steven", "Ashley",
  "Andrew", "Emily", "Joshua", "Michelle", "Kevin", "Amanda", "Brian", "Melissa", "Ethan", "Olivia",
  "Noah", "Emma", "Liam", "Ava", "Lucas", "Mia", "Mateo", "Sofia", "Aiden", "Chloe",
] as const;

// prettier-ignore
export const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
  "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
  "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
  "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores",
] as const;

// prettier-ignore
const STREETS = [
  "Main St", "Oak Ave", "Maple Dr", "Cedar Ln", "Pine St", "Elm St", "Washington Ave", "Lake Rd",
  "Hillcrest Dr", "Park Pl", "Sunset Blvd", "River Rd", "Church St", "Highland Ave", "Meadow Ln", "2nd St",
] as const;

// prettier-ignore
/** City, state, ZIP prefix: real places, invented street numbers. */
const CITIES: readonly [string, string, string][] = [
  ["Austin", "TX", "787"], ["Denver", "CO", "802"], ["Portland", "OR", "972"], ["Columbus", "OH", "432"],
  ["Raleigh", "NC", "276"], ["Madison", "WI", "537"], ["Boise", "ID", "837"], ["Tampa", "FL", "336"],
  ["Phoenix", "AZ", "850"], ["Nashville", "TN", "372"], ["Minneapolis", "MN", "554"], ["Richmond", "VA", "232"],
  ["Sacramento", "CA", "958"], ["Seattle", "WA", "981"], ["Buffalo", "NY", "142"], ["Omaha", "NE", "681"],
];

const EMAIL_DOMAINS = ["example.com", "example.org", "example.net"] as const;

export interface Person {
  name: string;
  email: string;
}

export function person(rng: Rng): Person {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const email = `${first}.${last}${rng.int(1, 99)}@${rng.pick(EMAIL_DOMAINS)}`.toLowerCase();
  return { name: `${first} ${last}`, email };
}

export interface UsAddress {
  name: string;
  street: string;
  city: string;
  state: string;
  postal: string;
  country: "US";
  phone: string;
}

export function usAddress(rng: Rng, name: string): UsAddress {
  const [city, state, zip] = rng.pick(CITIES);
  return {
    name,
    street: `${rng.int(10, 9899)} ${rng.pick(STREETS)}`,
    city,
    state,
    postal: `${zip}${String(rng.int(1, 99)).padStart(2, "0")}`,
    country: "US",
    // 555-01xx numbers are reserved for fiction.
    phone: `+1 ${rng.int(201, 989)}-555-01${String(rng.int(0, 99)).padStart(2, "0")}`,
  };
}
