/**
 * @generated SignedSource<<f1f3ca3ce6bb80d31e69c15b8588c934>>
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
  readonly myEarnings: {
    readonly owedRials: number;
    readonly paidOutRials: number;
    readonly " $fragmentSpreads": FragmentRefs<"Earnings_earnings">;
  };
  readonly sellersOwed?: ReadonlyArray<{
    readonly seller: {
      readonly id: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"EarningsSellerOwed_earnings">;
  }>;
  readonly viewer: {
    readonly registered: boolean | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PurchasesPage_bought" | "PurchasesPage_disputes" | "PurchasesPage_sold" | "PurchasesPage_team">;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "owedRials",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paidOutRials",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "kind": "Literal",
  "name": "first",
  "value": 5
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountRials",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v9 = [
  (v6/*:: as any*/),
  {
    "kind": "Literal",
    "name": "status",
    "value": "DISPUTED"
  }
],
v10 = [
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
],
v11 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PortfolioPurchase",
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v5/*:: as any*/),
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
      (v7/*:: as any*/),
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
        "selections": (v10/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PortfolioPurchaseFile",
        "kind": "LinkedField",
        "name": "disputeEvidence",
        "plural": true,
        "selections": (v10/*:: as any*/),
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
      (v8/*:: as any*/),
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
          (v5/*:: as any*/)
        ],
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
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cursor",
    "storageKey": null
  }
],
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QueryPurchasesConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": (v11/*:: as any*/),
    "storageKey": null
  },
  (v12/*:: as any*/)
],
v14 = [
  {
    "kind": "Literal",
    "name": "byTeam",
    "value": true
  },
  (v6/*:: as any*/),
  {
    "kind": "Literal",
    "name": "status",
    "value": "AWAITING_DELIVERY"
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
        "args": null,
        "concreteType": "SellerEarnings",
        "kind": "LinkedField",
        "name": "myEarnings",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Earnings_earnings"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "SellerEarnings",
            "kind": "LinkedField",
            "name": "sellersOwed",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "seller",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EarningsSellerOwed_earnings"
              }
            ],
            "storageKey": "sellersOwed(first:10)"
          }
        ]
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PurchasesPage_bought"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PurchasesPage_sold"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PurchasesPage_disputes"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PurchasesPage_team"
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
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SellerEarnings",
        "kind": "LinkedField",
        "name": "myEarnings",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": [
              (v6/*:: as any*/)
            ],
            "concreteType": "SellerPayout",
            "kind": "LinkedField",
            "name": "payouts",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reference",
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": "payouts(first:5)"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "SellerEarnings",
            "kind": "LinkedField",
            "name": "sellersOwed",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "seller",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": "sellersOwed(first:10)"
          },
          {
            "alias": "disputes",
            "args": (v9/*:: as any*/),
            "concreteType": "QueryPurchasesConnection",
            "kind": "LinkedField",
            "name": "purchases",
            "plural": false,
            "selections": (v13/*:: as any*/),
            "storageKey": "purchases(first:5,status:\"DISPUTED\")"
          },
          {
            "alias": "disputes",
            "args": (v9/*:: as any*/),
            "filters": [
              "status"
            ],
            "handle": "connection",
            "key": "PurchasesPage_disputes",
            "kind": "LinkedHandle",
            "name": "purchases"
          },
          {
            "alias": "teamSales",
            "args": (v14/*:: as any*/),
            "concreteType": "QueryPurchasesConnection",
            "kind": "LinkedField",
            "name": "purchases",
            "plural": false,
            "selections": (v13/*:: as any*/),
            "storageKey": "purchases(byTeam:true,first:5,status:\"AWAITING_DELIVERY\")"
          },
          {
            "alias": "teamSales",
            "args": (v14/*:: as any*/),
            "filters": [
              "status",
              "byTeam"
            ],
            "handle": "connection",
            "key": "PurchasesPage_teamSales",
            "kind": "LinkedHandle",
            "name": "purchases"
          }
        ]
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
            "selections": (v11/*:: as any*/),
            "storageKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": "myPurchases(first:10)"
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "PurchasesPage_myPurchases",
        "kind": "LinkedHandle",
        "name": "myPurchases"
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
            "selections": (v11/*:: as any*/),
            "storageKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": "mySales(first:10)"
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "PurchasesPage_mySales",
        "kind": "LinkedHandle",
        "name": "mySales"
      }
    ]
  },
  "params": {
    "cacheID": "28b9b49a2779504a5b4c420403d715fb",
    "id": null,
    "metadata": {},
    "name": "PurchasesPageQuery",
    "operationKind": "query",
    "text": "query PurchasesPageQuery(\n  $admin: Boolean!\n) {\n  viewer {\n    registered\n    id\n  }\n  myEarnings {\n    owedRials\n    paidOutRials\n    ...Earnings_earnings\n  }\n  sellersOwed(first: 10) @include(if: $admin) {\n    seller {\n      id\n    }\n    ...EarningsSellerOwed_earnings\n  }\n  ...PurchasesPage_bought\n  ...PurchasesPage_sold\n  ...PurchasesPage_disputes\n  ...PurchasesPage_team\n}\n\nfragment EarningsSellerOwed_earnings on SellerEarnings {\n  seller {\n    id\n    displayName\n  }\n  owedRials\n  paidOutRials\n}\n\nfragment Earnings_earnings on SellerEarnings {\n  owedRials\n  paidOutRials\n  payouts(first: 5) {\n    amountRials\n    reference\n    createdAt\n  }\n}\n\nfragment PurchaseCard_files on PortfolioPurchaseFile {\n  name\n  bytes\n  kind\n  downloadPath\n}\n\nfragment PurchaseCard_purchase on PortfolioPurchase {\n  id\n  status\n  licence\n  amountRials\n  orderNumber\n  viewerRole\n  deliveryNote\n  deliveredFiles {\n    ...PurchaseCard_files\n  }\n  disputeEvidence {\n    ...PurchaseCard_files\n  }\n  deliveredAt\n  inspectionEndsAt\n  settledAt\n  releasedRials\n  refundedRials\n  disputeReason\n  decisionReason\n  createdAt\n  project {\n    path\n    readerWords {\n      title\n    }\n    id\n  }\n  ...PurchaseReview_purchase\n}\n\nfragment PurchaseReview_purchase on PortfolioPurchase {\n  id\n  status\n  viewerRole\n  review {\n    rating\n    text\n    hidden\n    id\n  }\n}\n\nfragment PurchasesPage_bought on Query {\n  myPurchases(first: 10) {\n    edges {\n      node {\n        id\n        ...PurchaseCard_purchase\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment PurchasesPage_disputes on Query {\n  disputes: purchases(status: DISPUTED, first: 5) @include(if: $admin) {\n    edges {\n      node {\n        id\n        ...PurchaseCard_purchase\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment PurchasesPage_sold on Query {\n  mySales(first: 10) {\n    edges {\n      node {\n        id\n        ...PurchaseCard_purchase\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment PurchasesPage_team on Query {\n  teamSales: purchases(status: AWAITING_DELIVERY, byTeam: true, first: 5) @include(if: $admin) {\n    edges {\n      node {\n        id\n        ...PurchaseCard_purchase\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a12553fe9df670c5b7abe89d22a0516b";

export default node;
