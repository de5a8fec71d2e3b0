import type { ServerResponse } from 'node:http';
import type { Hex, PublicClient } from 'viem';
import { type LocalServer, startLocalServer } from '@/lib/http/test-server';

// Test support only: an Etherscan v2 stand-in for source verification, doing what the explorer does with a
// `verifysourcecode` request — it compiles the submitted standard JSON input with the submitted compiler (npm solc,
// whose version must be the one named) and compares the named contract's creation code + constructor arguments with
// the input of the transaction that created the address on the chain (read from anvil). Like Etherscan it answers the
// submission with a guid at once and works in the background: `checkverifystatus` answers 'Pending in queue' until
// the outcome is known (and at least once), then the outcome.

export interface VerificationStub extends LocalServer {
  apiKey: string;
  /** Outcome per guid, as Etherscan words it (absent while the compile runs). */
  outcomes: Map<string, string>;
  /** Guids submitted, and the compile of each (tests await it). */
  work: Map<string, Promise<void>>;
  /** Polls answered "pending" per guid so far. */
  polls: Map<string, number>;
  /** Creation transactions by lowercase address (the explorer indexes them; tests register theirs). */
  creations: Map<string, Hex>;
}

/**
 * Every answer closes its connection: the stand-in's compile blocks this process's event loop for seconds, long
 * enough for a kept-alive socket to time out on the server just as the next request reuses it.
 */
function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
  response.end(JSON.stringify(body));
}

async function compileStandardJson(sourceCode: string, contractName: string): Promise<Hex | undefined> {
  const { default: solc } = await import('solc');
  const output = JSON.parse(solc.compile(sourceCode));
  if ((output.errors ?? []).some((error: { severity: string }) => error.severity === 'error')) return undefined;
  const [file, name] = contractName.split(':');
  const bytecode = output.contracts?.[file]?.[name]?.evm?.bytecode?.object;
  return bytecode ? (`0x${bytecode}` as Hex) : undefined;
}

export async function startVerificationStub(client: Pick<PublicClient, 'getTransaction'>): Promise<VerificationStub> {
  let counter = 0;
  const stub = {} as VerificationStub;
  const server = await startLocalServer((request, response) => {
    void (async () => {
      const url = new URL(request.url, 'http://stub');
      const query = url.searchParams;
      const form = new URLSearchParams(request.body);
      const get = (name: string) => query.get(name) ?? form.get(name) ?? '';
      if (!url.pathname.endsWith('/v2/api') || !query.get('chainid')) {
        sendJson(response, { status: '0', message: 'NOTOK', result: 'Missing or unsupported chainid parameter' });
        return;
      }
      if (get('apikey') !== stub.apiKey) {
        sendJson(response, { status: '0', message: 'NOTOK', result: 'Invalid API Key' });
        return;
      }
      if (get('module') !== 'contract') {
        sendJson(response, { status: '0', message: 'NOTOK', result: 'Error! Missing Or invalid Module name' });
        return;
      }
      if (get('action') === 'checkverifystatus') {
        const guid = get('guid');
        const outcome = stub.outcomes.get(guid);
        if (!stub.work.has(guid)) {
          sendJson(response, { status: '0', message: 'NOTOK', result: 'Fail - Unable to verify. Unknown GUID' });
          return;
        }
        const polls = stub.polls.get(guid) ?? 0;
        stub.polls.set(guid, polls + 1);
        if (polls === 0 || outcome === undefined)
          sendJson(response, { status: '0', message: 'NOTOK', result: 'Pending in queue' });
        else sendJson(response, { status: outcome.startsWith('Pass') ? '1' : '0', message: 'OK', result: outcome });
        return;
      }
      if (get('action') !== 'verifysourcecode' || request.method !== 'POST') {
        sendJson(response, { status: '0', message: 'NOTOK', result: 'Error! Missing Or invalid Action name' });
        return;
      }
      const guid = `guid${String(++counter).padStart(46, '0')}`;
      sendJson(response, { status: '1', message: 'OK', result: guid });
      stub.work.set(
        guid,
        judge(stub, client, get, form).then((outcome) => void stub.outcomes.set(guid, outcome)),
      );
    })().catch((error: unknown) => {
      sendJson(response, { status: '0', message: 'NOTOK', result: String(error) }, 500);
    });
  });
  return Object.assign(stub, server, {
    apiKey: 'verify-key',
    outcomes: new Map<string, string>(),
    work: new Map<string, Promise<void>>(),
    polls: new Map<string, number>(),
    creations: new Map<string, Hex>(),
  });
}

/** What Etherscan decides: the submitted input compiled, beside the creation transaction's input. */
async function judge(
  stub: VerificationStub,
  client: Pick<PublicClient, 'getTransaction'>,
  get: (name: string) => string,
  form: URLSearchParams,
): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const { default: solc } = await import('solc');
  const address = get('contractaddress').toLowerCase();
  const creation = stub.creations.get(address);
  let outcome = 'Fail - Unable to verify. Contract not found';
  if (get('codeformat') !== 'solidity-standard-json-input') {
    outcome = 'Fail - Unable to verify. Unsupported code format';
  } else if (get('compilerversion') !== `v${solc.version().replace(/\.Emscripten\..*$/, '')}`) {
    outcome = 'Fail - Unable to verify. Compiler version not found';
  } else if (creation) {
    const transaction = await client.getTransaction({ hash: creation });
    const bytecode = await compileStandardJson(get('sourceCode'), get('contractname'));
    const constructorArguments = form.get('constructorArguements') ?? '';
    outcome =
      bytecode && transaction.input.toLowerCase() === `${bytecode}${constructorArguments}`.toLowerCase()
        ? 'Pass - Verified'
        : 'Fail - Unable to verify. Compiled contract deployment bytecode does NOT match the transaction deployment bytecode.';
  }
  return outcome;
}
