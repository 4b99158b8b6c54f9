/**
 * @generated SignedSource<<3ee4b7cecb9ca593166d41c1d8cd189b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Earnings_earnings$data = {
  readonly owedRials: number;
  readonly paidOutRials: number;
  readonly payouts: ReadonlyArray<{
    readonly amountRials: number;
    readonly createdAt: string;
    readonly reference: string;
  }>;
  readonly " $fragmentType": "Earnings_earnings";
};
export type Earnings_earnings$key = {
  readonly " $data"?: Earnings_earnings$data;
  readonly " $fragmentSpreads": FragmentRefs<"Earnings_earnings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Earnings_earnings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "owedRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paidOutRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "SellerPayout",
      "kind": "LinkedField",
      "name": "payouts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountRials",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": "payouts(first:5)"
    }
  ],
  "type": "SellerEarnings",
  "abstractKey": null
};

(node as any).hash = "ad4eb2d290ab5c91bd274c1a8bda8330";

export default node;
