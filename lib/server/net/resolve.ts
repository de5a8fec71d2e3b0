import 'server-only';
import { lookup } from 'node:dns/promises';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a name resolves to (getaddrinfo, so /etc/hosts counts like DNS does). */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};
