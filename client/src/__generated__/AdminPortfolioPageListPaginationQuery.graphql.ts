/**
 * @generated SignedSource<<84b0c43cdb7aee7d04b4597c3576735e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminPortfolioPageListPaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  evaluated?: boolean | null | undefined;
};
export type AdminPortfolioPageListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdminPortfolioPage_list">;
};
export type AdminPortfolioPageListPaginationQuery = {
  response: AdminPortfolioPageListPaginationQuery$data;
  variables: AdminPortfolioPageListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 20,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "evaluated"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "evaluated",
    "variableName": "evaluated"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminPortfolioPageListPaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          }
        ],
        "kind": "FragmentSpread",
        "name": "AdminPortfolioPage_list"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminPortfolioPageListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "QueryPortfolioProjectsToEvaluateConnection",
        "kind": "LinkedField",
        "name": "portfolioProjectsToEvaluate",
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
                    "name": "path",
                    "storageKey": null
                  },
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
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
          "evaluated"
        ],
        "handle": "connection",
        "key": "AdminPortfolioPage_portfolioProjectsToEvaluate",
        "kind": "LinkedHandle",
        "name": "portfolioProjectsToEvaluate"
      }
    ]
  },
  "params": {
    "cacheID": "93f4f60911e0db1f6b89cbcad2c0a7d1",
    "id": null,
    "metadata": {},
    "name": "AdminPortfolioPageListPaginationQuery",
    "operationKind": "query",
    "text": "query AdminPortfolioPageListPaginationQuery(\n  $count: Int = 20\n  $cursor: String\n  $evaluated: Boolean\n) {\n  ...AdminPortfolioPage_list_1G22uz\n}\n\nfragment AdminPortfolioPage_list_1G22uz on Query {\n  portfolioProjectsToEvaluate(evaluated: $evaluated, first: $count, after: $cursor) {\n    totalCount\n    edges {\n      node {\n        id\n        ...AdminPortfolioPage_project\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment AdminPortfolioPage_project on PortfolioProject {\n  id\n  path\n  updatedAt\n  evaluatedAt\n  evaluationNote\n  readerWords {\n    locale\n    title\n    summary\n  }\n}\n"
  }
};
})();

(node as any).hash = "aa240d0c35b485db590a8ae651da1bda";

export default node;
