/**
 * @generated SignedSource<<a59fb485affe17e7cd4ac140e1353cd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TalentPoolFilter = {
  locale?: string | null | undefined;
  query?: string | null | undefined;
  skill?: string | null | undefined;
};
export type TalentPoolPageResultsQuery$variables = {
  filter?: TalentPoolFilter | null | undefined;
  locale?: string | null | undefined;
};
export type TalentPoolPageResultsQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TalentPoolPage_results">;
};
export type TalentPoolPageResultsQuery = {
  response: TalentPoolPageResultsQuery$data;
  variables: TalentPoolPageResultsQuery$variables;
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
    "name": "locale"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TalentPoolPageResultsQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "TalentPoolPage_results"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TalentPoolPageResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "QueryTalentPoolConnection",
        "kind": "LinkedField",
        "name": "talentPool",
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
            "concreteType": "QueryTalentPoolConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TalentPoolResume",
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
                    "name": "evaluatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Variable",
                        "name": "locale",
                        "variableName": "locale"
                      }
                    ],
                    "concreteType": "ResumeDocument",
                    "kind": "LinkedField",
                    "name": "document",
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
                        "name": "headline",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "place",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "skills",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResumeLanguage",
                        "kind": "LinkedField",
                        "name": "languages",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResumeCertificate",
                        "kind": "LinkedField",
                        "name": "certificates",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "testTitle",
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
          "filter"
        ],
        "handle": "connection",
        "key": "TalentPoolPage_talentPool",
        "kind": "LinkedHandle",
        "name": "talentPool"
      }
    ]
  },
  "params": {
    "cacheID": "b48a7e1f6b13ad4900f99150aef81a50",
    "id": null,
    "metadata": {},
    "name": "TalentPoolPageResultsQuery",
    "operationKind": "query",
    "text": "query TalentPoolPageResultsQuery(\n  $filter: TalentPoolFilter\n  $locale: String\n) {\n  ...TalentPoolPage_results\n}\n\nfragment TalentPoolPageEntry_resume_4mYyp4 on TalentPoolResume {\n  id\n  evaluatedAt\n  document(locale: $locale) {\n    locale\n    headline\n    place\n    skills\n    languages {\n      name\n    }\n    certificates {\n      testTitle\n    }\n  }\n}\n\nfragment TalentPoolPage_results on Query {\n  talentPool(filter: $filter, first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        ...TalentPoolPageEntry_resume_4mYyp4\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6bfb16750339012ee0bc3021bab2ec69";

export default node;
