/** How many GET /api/events streams this instance holds open at most. */
export interface StreamCaps {
  perUser: number;
  /** Per network address (request.ip, as TRUST_PROXY lets it be known). */
  perAddress: number;
  perInstance: number;
}

/** Which cap a refused stream met. */
export type FullCap = "user" | "address" | "instance";

export type SlotAnswer = { taken: true; release(): void } | { taken: false; full: FullCap };

/**
 * The places for open event streams on this instance, counted per person, per network address
 * and in all (docs/decisions.md, Live notifications): many accounts from one address, or many
 * addresses, cannot hold more than their share of the instance's connections.
 */
export function streamSlots(caps: StreamCaps) {
  const byUser = new Map<string, number>();
  const byAddress = new Map<string, number>();
  let total = 0;

  const add = (map: Map<string, number>, key: string, n: number) => {
    const next = (map.get(key) ?? 0) + n;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };

  return {
    /** Takes a place for a stream of `uid` from `address`, or says which cap is full. */
    take(uid: string, address: string): SlotAnswer {
      if (total >= caps.perInstance) return { taken: false, full: "instance" };
      if ((byAddress.get(address) ?? 0) >= caps.perAddress) return { taken: false, full: "address" };
      if ((byUser.get(uid) ?? 0) >= caps.perUser) return { taken: false, full: "user" };
      add(byUser, uid, 1);
      add(byAddress, address, 1);
      total += 1;
      let released = false;
      return {
        taken: true,
        release() {
          if (released) return;
          released = true;
          add(byUser, uid, -1);
          add(byAddress, address, -1);
          total -= 1;
        },
      };
    },
    /** Streams open now on this instance. */
    get open(): number {
      return total;
    },
  };
}
export type StreamSlots = ReturnType<typeof streamSlots>;
