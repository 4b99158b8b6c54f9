/**
 * @generated SignedSource<<70fffcc668a59b139e0d630084a567b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EarningsSellerOwed_earnings$data = {
  readonly owedRials: number;
  readonly paidOutRials: number;
  readonly seller: {
    readonly displayName: string;
    readonly id: string;
  };
  readonly " $fragmentType": "EarningsSellerOwed_earnings";
};
export type EarningsSellerOwed_earnings$key = {
  readonly " $data"?: EarningsSellerOwed_earnings$data;
  readonly " $fragmentSpreads": FragmentRefs<"EarningsSellerOwed_earnings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EarningsSellerOwed_earnings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "seller",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
    }
  ],
  "type": "SellerEarnings",
  "abstractKey": null
};

(node as any).hash = "355e7a274462ea7505e40f36d9bfc8ac";

export default node;
