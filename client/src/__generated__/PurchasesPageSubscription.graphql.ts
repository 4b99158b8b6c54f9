/**
 * @generated SignedSource<<1ed5bbee27fda58a4f39e65f3717068a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PortfolioPurchaseRole = "ADMIN" | "BUYER" | "SELLER" | "%future added value";
export type PortfolioPurchaseStatus = "AWAITING_DELIVERY" | "DELIVERED" | "DISPUTED" | "REFUNDED" | "RELEASED" | "SPLIT" | "%future added value";
export type PurchasesPageSubscription$variables = Record<PropertyKey, never>;
export type PurchasesPageSubscription$data = {
  readonly purchaseChanged: {
    readonly id: string;
    readonly project: {
      readonly readerWords: {
        readonly title: string;
      } | null | undefined;
    };
    readonly status: PortfolioPurchaseStatus;
    readonly viewerRole: PortfolioPurchaseRole;
    readonly " $fragmentSpreads": FragmentRefs<"PurchaseCard_purchase">;
  } | null | undefined;
};
export type PurchasesPageSubscription = {
  response: PurchasesPageSubscription$data;
  variables: PurchasesPageSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRole",
  "storageKey": null
},
v3 = {
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
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "bytes",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "kind",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "downloadPath",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PurchasesPageSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PortfolioPurchase",
        "kind": "LinkedField",
        "name": "purchaseChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PortfolioProject",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PurchaseCard_purchase"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PurchasesPageSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PortfolioPurchase",
        "kind": "LinkedField",
        "name": "purchaseChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PortfolioProject",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              }
            ],
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
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PortfolioPurchaseFile",
            "kind": "LinkedField",
            "name": "disputeEvidence",
            "plural": true,
            "selections": (v4/*:: as any*/),
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
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5861e56bb402a036fe26bed64187794f",
    "id": null,
    "metadata": {},
    "name": "PurchasesPageSubscription",
    "operationKind": "subscription",
    "text": "subscription PurchasesPageSubscription {\n  purchaseChanged {\n    id\n    status\n    viewerRole\n    project {\n      readerWords {\n        title\n      }\n      id\n    }\n    ...PurchaseCard_purchase\n  }\n}\n\nfragment PurchaseCard_files on PortfolioPurchaseFile {\n  name\n  bytes\n  kind\n  downloadPath\n}\n\nfragment PurchaseCard_purchase on PortfolioPurchase {\n  id\n  status\n  licence\n  amountRials\n  orderNumber\n  viewerRole\n  deliveryNote\n  deliveredFiles {\n    ...PurchaseCard_files\n  }\n  disputeEvidence {\n    ...PurchaseCard_files\n  }\n  deliveredAt\n  inspectionEndsAt\n  settledAt\n  releasedRials\n  refundedRials\n  disputeReason\n  decisionReason\n  createdAt\n  project {\n    path\n    readerWords {\n      title\n    }\n    id\n  }\n  ...PurchaseReview_purchase\n}\n\nfragment PurchaseReview_purchase on PortfolioPurchase {\n  id\n  status\n  viewerRole\n  review {\n    rating\n    text\n    hidden\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "daa6d222505dccd2c780321c398f6323";

export default node;
