/**
 * @generated SignedSource<<0fc380fa94717abd6372c38012c80d92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PurchasesPageQuery$variables = {
  admin: boolean;
};
export type PurchasesPageQuery$data = {
  readonly disputes?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PurchaseCard_purchase">;
      };
    }>;
  };
  readonly myPurchases: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PurchaseCard_purchase">;
      };
    }>;
  };
  readonly mySales: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PurchaseCard_purchase">;
      };
    }>;
  };
  readonly teamSales?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PurchaseCard_purchase">;
      };
    }>;
  };
  readonly viewer: {
    readonly registered: boolean | null | undefined;
  } | null | undefined;
};
export type PurchasesPageQuery = {
  response: PurchasesPageQuery$data;
  variables: PurchasesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "admin"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registered",
  "storageKey": null
},
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PortfolioPurchase",
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v4/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PurchaseCard_purchase"
      }
    ],
    "storageKey": null
  }
],
v6 = [
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "status",
    "value": "DISPUTED"
  }
],
v7 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QueryPurchasesConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  }
],
v8 = [
  {
    "kind": "Literal",
    "name": "byTeam",
    "value": true
  },
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "status",
    "value": "AWAITING_DELIVERY"
  }
],
v9 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PortfolioPurchase",
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v4/*:: as any*/),
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
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v10 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QueryPurchasesConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": (v9/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PurchasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "QueryMyPurchasesConnection",
        "kind": "LinkedField",
        "name": "myPurchases",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryMyPurchasesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "myPurchases(first:10)"
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "QueryMySalesConnection",
        "kind": "LinkedField",
        "name": "mySales",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryMySalesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "mySales(first:10)"
      },
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "disputes",
            "args": (v6/*:: as any*/),
            "concreteType": "QueryPurchasesConnection",
            "kind": "LinkedField",
            "name": "purchases",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": "purchases(first:10,status:\"DISPUTED\")"
          },
          {
            "alias": "teamSales",
            "args": (v8/*:: as any*/),
            "concreteType": "QueryPurchasesConnection",
            "kind": "LinkedField",
            "name": "purchases",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": "purchases(byTeam:true,first:10,status:\"AWAITING_DELIVERY\")"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PurchasesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "QueryMyPurchasesConnection",
        "kind": "LinkedField",
        "name": "myPurchases",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryMyPurchasesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "myPurchases(first:10)"
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "QueryMySalesConnection",
        "kind": "LinkedField",
        "name": "mySales",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryMySalesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "mySales(first:10)"
      },
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "disputes",
            "args": (v6/*:: as any*/),
            "concreteType": "QueryPurchasesConnection",
            "kind": "LinkedField",
            "name": "purchases",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": "purchases(first:10,status:\"DISPUTED\")"
          },
          {
            "alias": "teamSales",
            "args": (v8/*:: as any*/),
            "concreteType": "QueryPurchasesConnection",
            "kind": "LinkedField",
            "name": "purchases",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": "purchases(byTeam:true,first:10,status:\"AWAITING_DELIVERY\")"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "6e1fb2404fc8a7b89ae5dfaceda90f0c",
    "id": null,
    "metadata": {},
    "name": "PurchasesPageQuery",
    "operationKind": "query",
    "text": "query PurchasesPageQuery(\n  $admin: Boolean!\n) {\n  viewer {\n    registered\n    id\n  }\n  myPurchases(first: 10) {\n    edges {\n      node {\n        id\n        ...PurchaseCard_purchase\n      }\n    }\n  }\n  mySales(first: 10) {\n    edges {\n      node {\n        id\n        ...PurchaseCard_purchase\n      }\n    }\n  }\n  disputes: purchases(status: DISPUTED, first: 10) @include(if: $admin) {\n    edges {\n      node {\n        id\n        ...PurchaseCard_purchase\n      }\n    }\n  }\n  teamSales: purchases(status: AWAITING_DELIVERY, byTeam: true, first: 10) @include(if: $admin) {\n    edges {\n      node {\n        id\n        ...PurchaseCard_purchase\n      }\n    }\n  }\n}\n\nfragment PurchaseCard_purchase on PortfolioPurchase {\n  id\n  status\n  licence\n  amountRials\n  orderNumber\n  viewerRole\n  deliveryNote\n  deliveredAt\n  inspectionEndsAt\n  settledAt\n  releasedRials\n  refundedRials\n  disputeReason\n  decisionReason\n  createdAt\n  project {\n    path\n    readerWords {\n      title\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d192819423558b3619d0c94237cbf1f";

export default node;
