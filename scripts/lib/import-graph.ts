// Cycles of a directed graph, one per strongly connected component of more than one node (or a
// node that imports itself): Tarjan's algorithm, iterative so a deep graph cannot overflow the
// stack. Each cycle is reported as one real loop through the component, starting and ending at
// its first node in sorted order, so a failure message can be followed file by file.

export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const components = stronglyConnected(graph);
  return components
    .filter((nodes) => nodes.length > 1 || (graph.get(nodes[0]) ?? []).includes(nodes[0]))
    .map((nodes) => loopThrough(graph, new Set(nodes)))
    .sort((a, b) => a[0].localeCompare(b[0]));
}

function stronglyConnected(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++];
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let node: string;
        do {
          node = stack.pop()!;
          onStack.delete(node);
          component.push(node);
        } while (node !== frame.node);
        components.push(component.sort());
      }
    }
  }
  return components;
}

/** The shortest loop from the component's first node back to itself (breadth first). */
function loopThrough(graph: ReadonlyMap<string, readonly string[]>, nodes: Set<string>): string[] {
  const start = [...nodes].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const to of graph.get(queue[i]) ?? []) {
      if (!nodes.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let node = queue[i]; node !== start; node = previous.get(node)!) path.push(node);
        return [start, ...path.slice(1).reverse(), start];
      }
      if (!previous.has(to)) {
        previous.set(to, queue[i]);
        queue.push(to);
      }
    }
  }
  return [start, start];
}
