/**
 * @generated SignedSource<<15f9f52344442ee72e07755795f9c812>>
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
      "args": null,
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
      "storageKey": null
    }
  ],
  "type": "SellerEarnings",
  "abstractKey": null
};

(node as any).hash = "af59f732c6071136c3e71ef59277683d";

export default node;
