// Baladi avastha: a planet's "age" by 6° bands of its degree in the sign (Brihat Parashara Hora
// Shastra, ch. 45). Odd signs run child → dead, even signs the reverse.
export const AWASTHAS = ['bala', 'kumara', 'yuva', 'vridha', 'mrit'] as const;
export type Awastha = (typeof AWASTHAS)[number];

export function baladiAwastha(signIdx: number, degreeInSign: number): Awastha {
  const band = Math.min(4, Math.floor(degreeInSign / 6));
  const oddSign = signIdx % 2 === 0; // Aries (index 0) is the first, odd, sign
  return AWASTHAS[oddSign ? band : 4 - band]!;
}
