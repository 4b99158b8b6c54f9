/**
 * @generated SignedSource<<125fd2aa823ca59104f311f7afec0403>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminPortfolioPageQuery$variables = {
  evaluated: boolean;
  hidden: boolean;
  projects: boolean;
  reviews: boolean;
};
export type AdminPortfolioPageQuery$data = {
  readonly list?: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminPortfolioPage_list">;
  } | null | undefined;
  readonly reviews?: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminReviews_query">;
  } | null | undefined;
  readonly viewer: {
    readonly registered: boolean | null | undefined;
  } | null | undefined;
};
export type AdminPortfolioPageQuery = {
  response: AdminPortfolioPageQuery$data;
  variables: AdminPortfolioPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "evaluated"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hidden"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "projects"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reviews"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registered",
  "storageKey": null
},
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
  "value": 20
},
v7 = [
  {
    "kind": "Variable",
    "name": "evaluated",
    "variableName": "evaluated"
  },
  (v6/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v13 = {
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
v14 = [
  (v6/*:: as any*/),
  {
    "kind": "Variable",
    "name": "hidden",
    "variableName": "hidden"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminPortfolioPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "projects",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminPortfolioPage_list"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "list"
          }
        ]
      },
      {
        "condition": "reviews",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
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
            "kind": "AliasedInlineFragmentSpread",
            "name": "reviews"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminPortfolioPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "projects",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "QueryPortfolioProjectsToEvaluateConnection",
            "kind": "LinkedField",
            "name": "portfolioProjectsToEvaluate",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryPortfolioProjectsToEvaluateConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PortfolioProject",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "updatedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "evaluatedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "evaluationNote",
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
                            "name": "locale",
                            "storageKey": null
                          },
                          (v10/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "summary",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "filters": [
              "evaluated"
            ],
            "handle": "connection",
            "key": "AdminPortfolioPage_portfolioProjectsToEvaluate",
            "kind": "LinkedHandle",
            "name": "portfolioProjectsToEvaluate"
          }
        ]
      },
      {
        "condition": "reviews",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "QueryPortfolioReviewsConnection",
            "kind": "LinkedField",
            "name": "portfolioReviews",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
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
                      (v5/*:: as any*/),
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
                          (v9/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PortfolioWords",
                            "kind": "LinkedField",
                            "name": "readerWords",
                            "plural": false,
                            "selections": [
                              (v10/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v5/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "filters": [
              "hidden"
            ],
            "handle": "connection",
            "key": "AdminReviews_portfolioReviews",
            "kind": "LinkedHandle",
            "name": "portfolioReviews"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "881a9d52791f2a4da32f7d68db3a27f8",
    "id": null,
    "metadata": {},
    "name": "AdminPortfolioPageQuery",
    "operationKind": "query",
    "text": "query AdminPortfolioPageQuery(\n  $projects: Boolean!\n  $reviews: Boolean!\n  $evaluated: Boolean!\n  $hidden: Boolean!\n) {\n  viewer {\n    registered\n    id\n  }\n  ...AdminPortfolioPage_list @include(if: $projects)\n  ...AdminReviews_query @include(if: $reviews)\n}\n\nfragment AdminPortfolioPage_list on Query {\n  portfolioProjectsToEvaluate(evaluated: $evaluated, first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...AdminPortfolioPage_project\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment AdminPortfolioPage_project on PortfolioProject {\n  id\n  path\n  updatedAt\n  evaluatedAt\n  evaluationNote\n  readerWords {\n    locale\n    title\n    summary\n  }\n}\n\nfragment AdminReviews_query on Query {\n  portfolioReviews(hidden: $hidden, first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...AdminReviews_review\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment AdminReviews_review on PortfolioReview {\n  id\n  rating\n  text\n  hidden\n  createdAt\n  project {\n    path\n    readerWords {\n      title\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1e295e97714329a48c59bc9a9f19c68b";

export default node;
