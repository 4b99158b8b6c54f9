/**
 * @generated SignedSource<<ef442687aae40d20d3bd4a990a979915>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopList_items$data = ReadonlyArray<{
  readonly count: number;
  readonly value: string;
  readonly " $fragmentType": "TopList_items";
}>;
export type TopList_items$key = ReadonlyArray<{
  readonly " $data"?: TopList_items$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopList_items">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "TopList_items",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    }
  ],
  "type": "AnalyticsCount",
  "abstractKey": null
};

(node as any).hash = "79d2830bb898ed7249efd966d66376a0";

export default node;
