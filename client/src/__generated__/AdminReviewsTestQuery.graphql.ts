/**
 * @generated SignedSource<<f6da586a223ac01144adce985b1f33c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminReviewsTestQuery$variables = {
  hidden: boolean;
};
export type AdminReviewsTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdminReviews_query">;
};
export type AdminReviewsTestQuery = {
  response: AdminReviewsTestQuery$data;
  variables: AdminReviewsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "hidden"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Variable",
    "name": "hidden",
    "variableName": "hidden"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminReviewsTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AdminReviews_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminReviewsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "QueryPortfolioReviewsConnection",
        "kind": "LinkedField",
        "name": "portfolioReviews",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryPortfolioReviewsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PortfolioReview",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
                      (v2/*:: as any*/)
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
            "storageKey": null
          },
          {
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": [
          "hidden"
        ],
        "handle": "connection",
        "key": "AdminReviews_portfolioReviews",
        "kind": "LinkedHandle",
        "name": "portfolioReviews"
      }
    ]
  },
  "params": {
    "cacheID": "f8b318a9118b16a43447b29c980c811f",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "portfolioReviews": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryPortfolioReviewsConnection"
        },
        "portfolioReviews.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryPortfolioReviewsConnectionEdge"
        },
        "portfolioReviews.edges.cursor": (v3/*:: as any*/),
        "portfolioReviews.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PortfolioReview"
        },
        "portfolioReviews.edges.node.__typename": (v3/*:: as any*/),
        "portfolioReviews.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "portfolioReviews.edges.node.hidden": (v4/*:: as any*/),
        "portfolioReviews.edges.node.id": (v5/*:: as any*/),
        "portfolioReviews.edges.node.project": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PortfolioProject"
        },
        "portfolioReviews.edges.node.project.id": (v5/*:: as any*/),
        "portfolioReviews.edges.node.project.path": (v3/*:: as any*/),
        "portfolioReviews.edges.node.project.readerWords": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PortfolioWords"
        },
        "portfolioReviews.edges.node.project.readerWords.title": (v3/*:: as any*/),
        "portfolioReviews.edges.node.rating": (v6/*:: as any*/),
        "portfolioReviews.edges.node.text": (v3/*:: as any*/),
        "portfolioReviews.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "portfolioReviews.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "portfolioReviews.pageInfo.hasNextPage": (v4/*:: as any*/),
        "portfolioReviews.totalCount": (v6/*:: as any*/)
      }
    },
    "name": "AdminReviewsTestQuery",
    "operationKind": "query",
    "text": "query AdminReviewsTestQuery(\n  $hidden: Boolean!\n) {\n  ...AdminReviews_query\n}\n\nfragment AdminReviews_query on Query {\n  portfolioReviews(hidden: $hidden, first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...AdminReviews_review\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment AdminReviews_review on PortfolioReview {\n  id\n  rating\n  text\n  hidden\n  createdAt\n  project {\n    path\n    readerWords {\n      title\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "28b1ee1be2bdf322b23126984c794262";

export default node;
