import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { regionTreeQuery } from '../api/get-region-tree';
import type { AreaTreeNode } from '../types';

/** An area of the tree with its depth under the root, in tree order. */
export interface AreaChoice {
  node: AreaTreeNode;
  depth: number;
}

/** The tree flattened in order, keeping only areas that have halls. */
export function choosableAreas(root: AreaTreeNode): AreaChoice[] {
  const out: AreaChoice[] = [];
  const walk = (node: AreaTreeNode, depth: number) => {
    if (node.hallLevel > 0) out.push({ node, depth });
    for (const c of node.children ?? []) walk(c, depth + 1);
  };
  walk(root, 0);
  return out;
}

/** The areas under the root that a user may choose. */
export function useAreaChoices(rootArea: string) {
  const tree = useQuery(regionTreeQuery(rootArea));
  const choices = useMemo(() => (tree.data ? choosableAreas(tree.data) : []), [tree.data]);
  return { tree, choices };
}
