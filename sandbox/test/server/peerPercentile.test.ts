import { libsqlDatabase } from '../../src/store/libsqlDatabase';
import { migrate } from '../../src/store/migrations';
import { SandboxStore } from '../../src/store/SandboxStore';
import { SandboxDb } from '../../src/store/SqlDatabase';

const PARTNER = 1;
const OTHER_PARTNER = 2;

/** A migrated store in memory with the given peers of PARTNER (ids from 1), and one peer of another partner. */
function storeWithPeers(tkls: readonly number[]): SandboxStore {
  const db = new SandboxDb(libsqlDatabase(':memory:'));
  migrate(db.database);
  // The peers' rows alone: no learner or partner rows behind them.
  db.database.exec('PRAGMA foreign_keys = OFF');
  const store = new SandboxStore(db);
  tkls.forEach((tkl, index) => store.putPeer({ userId: index + 1, partnerId: PARTNER, name: `Peer ${index + 1}`, tkl }, 0));
  store.putPeer({ userId: 1_000, partnerId: OTHER_PARTNER, name: 'Elsewhere', tkl: 0.01 }, 0);
  return store;
}

/** What the percentile counts, by reading every peer of the partner. */
function countedOneByOne(store: SandboxStore, tkl: number, userId: number): { others: number; below: number } {
  const others = store.ranking(PARTNER).filter((peer) => peer.userId !== userId);
  return { others: others.length, below: others.filter((peer) => peer.tkl < tkl).length };
}

/** TKLs on, just under and just over the hundredths, where the bands meet, and at both ends. */
const EDGES = [0, 0, 0.0001, 0.0099, 0.01, 0.28, 0.2899, 0.29, 0.2901, 0.57, 0.58, 0.5799, 0.99, 0.9999, 1, 1];

describe('the percentile from the peers\' TKL bands', () => {
  it.each(EDGES.map((tkl, index) => [tkl, index + 1]))(
    'given peers with TKLs on and around band edges, when learner %s (peer %s) asks, then it counts the peers below as reading each one does',
    (tkl, userId) => {
      const store = storeWithPeers(EDGES);

      expect(store.peersBelow(PARTNER, tkl, userId)).toEqual(countedOneByOne(store, tkl, userId));
    },
  );

  it('given peers whose TKL changes, who are renamed and whose change is rolled back, when asked, then the count follows the peers as they are', () => {
    const store = storeWithPeers(EDGES);
    store.refreshPeer(3, 0.75, 1);
    store.putPeer({ userId: 8, partnerId: PARTNER, name: 'Peer 8', tkl: 0.05 }, 1);
    store.renamePeer(9, 'Renamed');
    expect(() =>
      store.db.transaction(() => {
        store.refreshPeer(4, 0.95, 2);
        throw new Error('refused');
      }),
    ).toThrow('refused');

    for (const tkl of [0, 0.05, 0.2901, 0.7, 0.75, 0.9, 1]) {
      expect(store.peersBelow(PARTNER, tkl, 5)).toEqual(countedOneByOne(store, tkl, 5));
    }
    expect(store.peersBelow(PARTNER, 0.5, 999)).toEqual({ others: EDGES.length, below: countedOneByOne(store, 0.5, 999).below });
  });

  it('given a store cleared for a reset, when asked, then no peer is counted', () => {
    const store = storeWithPeers(EDGES);

    store.clear();

    expect(store.peersBelow(PARTNER, 0.5, 1)).toEqual({ others: 0, below: 0 });
  });
});
