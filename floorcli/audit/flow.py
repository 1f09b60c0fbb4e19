"""Maximum flow on integer capacities (Dinic's algorithm): can the pots give these stacks?

The audit's chip check is a transportation problem: each pot's chips go to its eligible
seats, and each seat must receive exactly what it won.  That is a flow network
(source -> pot, capacity its chips; pot -> eligible seat, unbounded; seat -> sink, capacity
what it won), and a sharing exists exactly when the maximum flow equals the chips in the
pots.  Dinic's algorithm finds it in O(V^2 E): polynomial, where trying every subset of
pots (Hall's condition) doubles with each pot.
"""

from __future__ import annotations

from collections import deque

__all__ = ["FlowNetwork"]


class FlowNetwork:
    """A directed graph of integer capacities between nodes 0..n-1.

    >>> net = FlowNetwork(4)
    >>> net.add(0, 1, 3); net.add(0, 2, 2); net.add(1, 3, 2); net.add(2, 3, 3); net.add(1, 2, 5)
    >>> net.max_flow(0, 3)
    5
    """

    __slots__ = ("_cap", "_head", "_to", "n")

    def __init__(self, n: int) -> None:
        self.n = n
        self._head: list[list[int]] = [[] for _ in range(n)]  # edge ids leaving each node
        self._to: list[int] = []
        self._cap: list[int] = []  # edge 2k is forward, 2k+1 its residual twin

    def add(self, a: int, b: int, capacity: int) -> None:
        """An edge a -> b that can carry `capacity` units."""
        self._head[a].append(len(self._to))
        self._to.append(b)
        self._cap.append(capacity)
        self._head[b].append(len(self._to))
        self._to.append(a)
        self._cap.append(0)

    def max_flow(self, source: int, sink: int) -> int:
        """The most that can flow from `source` to `sink` (the capacities are used up)."""
        flow = 0
        while (level := self._levels(source, sink)) is not None:
            nexts = [0] * self.n
            while pushed := self._push(source, sink, 1 << 62, level, nexts):
                flow += pushed
        return flow

    def _levels(self, source: int, sink: int) -> list[int] | None:
        """Breadth-first distances from `source` along edges with capacity left."""
        level = [-1] * self.n
        level[source] = 0
        queue = deque([source])
        while queue:
            node = queue.popleft()
            for e in self._head[node]:
                if self._cap[e] > 0 and level[self._to[e]] < 0:
                    level[self._to[e]] = level[node] + 1
                    queue.append(self._to[e])
        return level if level[sink] >= 0 else None

    def _push(self, node: int, sink: int, limit: int, level: list[int], nexts: list[int]) -> int:
        """One augmenting path of the level graph from `node` (depth-first, iterative)."""
        path: list[int] = []  # edge ids from the source
        while True:
            if node == sink:
                pushed = min(self._cap[e] for e in path) if path else limit
                for e in path:
                    self._cap[e] -= pushed
                    self._cap[e ^ 1] += pushed
                return pushed
            edges = self._head[node]
            while nexts[node] < len(edges):
                e = edges[nexts[node]]
                if self._cap[e] > 0 and level[self._to[e]] == level[node] + 1:
                    break
                nexts[node] += 1
            else:  # a dead end: never try it again this phase, step back
                level[node] = -1
                if not path:
                    return 0
                e = path.pop()
                node = self._to[e ^ 1]
                nexts[node] += 1
                continue
            path.append(e)
            node = self._to[e]
