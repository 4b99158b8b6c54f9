/**
 * @generated SignedSource<<82dd1c6dc62e30590714068ab578a10f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PortfolioCategory = "AI" | "API" | "BOT" | "DASHBOARD" | "DESKTOP" | "ECOMMERCE" | "MOBILE_APP" | "WEBSITE" | "WEB_APP" | "%future added value";
export type PortfolioIndustry = "EDUCATION" | "FINANCE" | "GOVERNMENT" | "HEALTH" | "LOGISTICS" | "MANUFACTURING" | "MEDIA" | "OTHER" | "REAL_ESTATE" | "RETAIL" | "TRAVEL" | "%future added value";
export type PortfolioProjectState = "COMPLETED" | "IN_PROGRESS" | "UPCOMING" | "%future added value";
export type PortfolioSort = "MOST_LIKED" | "MOST_VIEWED" | "NEWEST" | "%future added value";
export type PortfolioFilter = {
  category?: PortfolioCategory | null | undefined;
  forSale?: boolean | null | undefined;
  hasDemo?: boolean | null | undefined;
  industry?: PortfolioIndustry | null | undefined;
  query?: string | null | undefined;
  state?: PortfolioProjectState | null | undefined;
  technology?: string | null | undefined;
};
export type PortfolioPageQuery$variables = {
  filter?: PortfolioFilter | null | undefined;
  sort?: PortfolioSort | null | undefined;
};
export type PortfolioPageQuery$data = {
  readonly portfolioFacets: {
    readonly categories: ReadonlyArray<{
      readonly count: number;
      readonly value: PortfolioCategory;
    }>;
    readonly forSale: number;
    readonly hasDemo: number;
    readonly industries: ReadonlyArray<{
      readonly count: number;
      readonly value: PortfolioIndustry;
    }>;
    readonly states: ReadonlyArray<{
      readonly count: number;
      readonly value: PortfolioProjectState;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"PortfolioPage_list">;
};
export type PortfolioPageQuery = {
  response: PortfolioPageQuery$data;
  variables: PortfolioPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
  }
],
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "forSale",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasDemo",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": [
    (v1/*:: as any*/)
  ],
  "concreteType": "PortfolioFacets",
  "kind": "LinkedField",
  "name": "portfolioFacets",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioIndustryCount",
      "kind": "LinkedField",
      "name": "industries",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioCategoryCount",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioStateCount",
      "kind": "LinkedField",
      "name": "states",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v7 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  },
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PortfolioPageQuery",
    "selections": [
      (v5/*:: as any*/),
      {
        "args": [
          (v1/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "PortfolioPage_list"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PortfolioPageQuery",
    "selections": [
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "QueryPortfolioProjectsConnection",
        "kind": "LinkedField",
        "name": "portfolioProjects",
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
            "concreteType": "QueryPortfolioProjectsConnectionEdge",
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
                    "name": "state",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "industry",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "categories",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "technologies",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "byTeam",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "views",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "likes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PortfolioPicture",
                    "kind": "LinkedField",
                    "name": "cover",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "thumbUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "width",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "height",
                        "storageKey": null
                      }
                    ],
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
        "args": (v7/*:: as any*/),
        "filters": [
          "filter",
          "sort"
        ],
        "handle": "connection",
        "key": "PortfolioPage_portfolioProjects",
        "kind": "LinkedHandle",
        "name": "portfolioProjects"
      }
    ]
  },
  "params": {
    "cacheID": "b3f8ecf10d46c84b09748ba80146e9e5",
    "id": null,
    "metadata": {},
    "name": "PortfolioPageQuery",
    "operationKind": "query",
    "text": "query PortfolioPageQuery(\n  $filter: PortfolioFilter\n  $sort: PortfolioSort\n) {\n  portfolioFacets(filter: $filter) {\n    industries {\n      value\n      count\n    }\n    categories {\n      value\n      count\n    }\n    states {\n      value\n      count\n    }\n    forSale\n    hasDemo\n  }\n  ...PortfolioPage_list_3efXam\n}\n\nfragment PortfolioPage_list_3efXam on Query {\n  portfolioProjects(filter: $filter, sort: $sort, first: 12) {\n    totalCount\n    edges {\n      node {\n        id\n        ...ProjectCard_project\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ProjectCard_project on PortfolioProject {\n  path\n  state\n  industry\n  categories\n  technologies\n  forSale\n  hasDemo\n  byTeam\n  views\n  likes\n  cover {\n    thumbUrl\n    width\n    height\n  }\n  readerWords {\n    locale\n    title\n    summary\n  }\n}\n"
  }
};
})();

(node as any).hash = "76ce42bec8de5b552cf946040e2efcf8";

export default node;
