/**
 * @generated SignedSource<<c550e02cb53662762dd8370ac450379f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PortfolioLicence = "EXTENDED" | "SINGLE_USE" | "%future added value";
export type PortfolioPurchaseRole = "ADMIN" | "BUYER" | "SELLER" | "%future added value";
export type PortfolioPurchaseStatus = "AWAITING_DELIVERY" | "DELIVERED" | "DISPUTED" | "REFUNDED" | "RELEASED" | "SPLIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PurchaseCard_purchase$data = {
  readonly amountRials: number;
  readonly createdAt: string;
  readonly decisionReason: string | null | undefined;
  readonly deliveredAt: string | null | undefined;
  readonly deliveredFiles: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PurchaseCard_files">;
  }>;
  readonly deliveryNote: string | null | undefined;
  readonly disputeEvidence: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PurchaseCard_files">;
  }>;
  readonly disputeReason: string | null | undefined;
  readonly id: string;
  readonly inspectionEndsAt: string | null | undefined;
  readonly licence: PortfolioLicence;
  readonly orderNumber: string | null | undefined;
  readonly project: {
    readonly path: string;
    readonly readerWords: {
      readonly title: string;
    } | null | undefined;
  };
  readonly refundedRials: number | null | undefined;
  readonly releasedRials: number | null | undefined;
  readonly settledAt: string | null | undefined;
  readonly status: PortfolioPurchaseStatus;
  readonly viewerRole: PortfolioPurchaseRole;
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseReview_purchase">;
  readonly " $fragmentType": "PurchaseCard_purchase";
};
export type PurchaseCard_purchase$key = {
  readonly " $data"?: PurchaseCard_purchase$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseCard_purchase">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "PurchaseCard_files"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PurchaseCard_purchase",
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
      "name": "licence",
      "storageKey": null
    },
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
      "name": "orderNumber",
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
      "kind": "ScalarField",
      "name": "deliveryNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioPurchaseFile",
      "kind": "LinkedField",
      "name": "deliveredFiles",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioPurchaseFile",
      "kind": "LinkedField",
      "name": "disputeEvidence",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveredAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inspectionEndsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "settledAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "releasedRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refundedRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disputeReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decisionReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioProject",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PortfolioWords",
          "kind": "LinkedField",
          "name": "readerWords",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PurchaseReview_purchase"
    }
  ],
  "type": "PortfolioPurchase",
  "abstractKey": null
};
})();

(node as any).hash = "12f66cc08c6699fc1a6643f56838e8de";

export default node;
