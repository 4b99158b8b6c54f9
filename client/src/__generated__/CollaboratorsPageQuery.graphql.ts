/**
 * @generated SignedSource<<b47d48dbeb2810de9041be7c09a54c0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollaboratorAvailability = "AVAILABLE" | "BUSY" | "UNAVAILABLE" | "%future added value";
export type CollaboratorExpertise = "BACKEND" | "DEVOPS" | "FRONTEND" | "FULLSTACK" | "MOBILE" | "UI_UX" | "%future added value";
export type CollaboratorSort = "RATE_HIGH" | "RATE_LOW" | "RATING" | "RECENT" | "%future added value";
export type CollaboratorFilter = {
  availability?: CollaboratorAvailability | null | undefined;
  expertise?: CollaboratorExpertise | null | undefined;
  language?: string | null | undefined;
  maxHourlyRateRials?: number | null | undefined;
  minRating?: number | null | undefined;
  place?: string | null | undefined;
  query?: string | null | undefined;
  remote?: boolean | null | undefined;
  skill?: string | null | undefined;
  verified?: boolean | null | undefined;
};
export type CollaboratorsPageQuery$variables = {
  filter?: CollaboratorFilter | null | undefined;
  sort?: CollaboratorSort | null | undefined;
};
export type CollaboratorsPageQuery$data = {
  readonly collaboratorFacets: {
    readonly availability: ReadonlyArray<{
      readonly count: number;
      readonly value: CollaboratorAvailability;
    }>;
    readonly expertise: ReadonlyArray<{
      readonly count: number;
      readonly value: CollaboratorExpertise;
    }>;
    readonly places: ReadonlyArray<{
      readonly count: number;
      readonly place: {
        readonly id: string;
        readonly name: string;
      };
    }>;
    readonly remote: number;
    readonly verified: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CollaboratorsPage_list">;
};
export type CollaboratorsPageQuery = {
  response: CollaboratorsPageQuery$data;
  variables: CollaboratorsPageQuery$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remote",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verified",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": [
    (v1/*:: as any*/)
  ],
  "concreteType": "CollaboratorFacets",
  "kind": "LinkedField",
  "name": "collaboratorFacets",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CollaboratorExpertiseCount",
      "kind": "LinkedField",
      "name": "expertise",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollaboratorAvailabilityCount",
      "kind": "LinkedField",
      "name": "availability",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CollaboratorPlaceCount",
      "kind": "LinkedField",
      "name": "places",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Place",
          "kind": "LinkedField",
          "name": "place",
          "plural": false,
          "selections": [
            (v6/*:: as any*/),
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
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v9 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 24
  },
  (v8/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CollaboratorsPageQuery",
    "selections": [
      (v7/*:: as any*/),
      {
        "args": [
          (v1/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "CollaboratorsPage_list"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CollaboratorsPageQuery",
    "selections": [
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "QueryCollaboratorsConnection",
        "kind": "LinkedField",
        "name": "collaborators",
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
            "concreteType": "QueryCollaboratorsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Collaborator",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
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
                    "name": "displayName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expertise",
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
                    "kind": "ScalarField",
                    "name": "yearsOfExperience",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hourlyRateRials",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "availability",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ratingAverage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reviewsCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CollaboratorWords",
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
                        "name": "headline",
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
        "args": (v9/*:: as any*/),
        "filters": [
          "filter",
          "sort"
        ],
        "handle": "connection",
        "key": "CollaboratorsPage_collaborators",
        "kind": "LinkedHandle",
        "name": "collaborators"
      }
    ]
  },
  "params": {
    "cacheID": "6fc4b74c63a731e0b7eaf7912145af08",
    "id": null,
    "metadata": {},
    "name": "CollaboratorsPageQuery",
    "operationKind": "query",
    "text": "query CollaboratorsPageQuery(\n  $filter: CollaboratorFilter\n  $sort: CollaboratorSort\n) {\n  collaboratorFacets(filter: $filter) {\n    expertise {\n      value\n      count\n    }\n    availability {\n      value\n      count\n    }\n    remote\n    verified\n    places {\n      place {\n        id\n        name\n      }\n      count\n    }\n  }\n  ...CollaboratorsPage_list_3efXam\n}\n\nfragment CollaboratorCard_collaborator on Collaborator {\n  path\n  displayName\n  expertise\n  skills\n  yearsOfExperience\n  hourlyRateRials\n  availability\n  remote\n  verified\n  ratingAverage\n  reviewsCount\n  readerWords {\n    locale\n    headline\n  }\n}\n\nfragment CollaboratorsPage_list_3efXam on Query {\n  collaborators(filter: $filter, sort: $sort, first: 24) {\n    totalCount\n    edges {\n      node {\n        id\n        ...CollaboratorCard_collaborator\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "35b0058a900f247939a5cbe9c6241e07";

export default node;
