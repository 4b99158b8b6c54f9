/**
 * @generated SignedSource<<4711ecaf2d32d4fde0718a83e50c4118>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PortfolioPurchaseRole = "ADMIN" | "BUYER" | "SELLER" | "%future added value";
export type PortfolioPurchaseStatus = "AWAITING_DELIVERY" | "DELIVERED" | "DISPUTED" | "REFUNDED" | "RELEASED" | "SPLIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PurchaseReview_purchase$data = {
  readonly id: string;
  readonly review: {
    readonly hidden: boolean;
    readonly rating: number;
    readonly text: string;
  } | null | undefined;
  readonly status: PortfolioPurchaseStatus;
  readonly viewerRole: PortfolioPurchaseRole;
  readonly " $fragmentType": "PurchaseReview_purchase";
};
export type PurchaseReview_purchase$key = {
  readonly " $data"?: PurchaseReview_purchase$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseReview_purchase">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PurchaseReview_purchase",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioReview",
      "kind": "LinkedField",
      "name": "review",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rating",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hidden",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PortfolioPurchase",
  "abstractKey": null
};

(node as any).hash = "80e4ffb1b7b96446c79c3a7d5fe0adf8";

export default node;
