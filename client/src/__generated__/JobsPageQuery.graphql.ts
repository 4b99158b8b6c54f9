/**
 * @generated SignedSource<<f19f1cdb4ab54441a0ed9ba1bb6b6184>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExperienceLevel = "ENTRY" | "LEAD" | "MID" | "SENIOR" | "%future added value";
export type JobMatch = "ALL" | "PREFIXES" | "SIMILAR" | "WORDS" | "%future added value";
export type JobOrder = "NEWEST" | "OLDEST" | "RELEVANCE" | "SALARY_HIGHEST" | "%future added value";
export type JobType = "CONTRACT" | "FREELANCE" | "FULL_TIME" | "HYBRID" | "INTERNSHIP" | "ONSITE" | "PART_TIME" | "REMOTE" | "TEMPORARY" | "%future added value";
export type JobFilter = {
  experienceLevels?: ReadonlyArray<ExperienceLevel> | null | undefined;
  includeExpired?: boolean | null | undefined;
  places?: ReadonlyArray<string> | null | undefined;
  postedWithinDays?: number | null | undefined;
  salaryMaxRials?: number | null | undefined;
  salaryMinRials?: number | null | undefined;
  skills?: ReadonlyArray<string> | null | undefined;
  types?: ReadonlyArray<JobType> | null | undefined;
};
export type JobsPageQuery$variables = {
  filter?: JobFilter | null | undefined;
  first: number;
  orderBy?: JobOrder | null | undefined;
  search?: string | null | undefined;
};
export type JobsPageQuery$data = {
  readonly jobs: {
    readonly matchedBy: JobMatch;
    readonly totalCount: number;
    readonly totalCountIsExact: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"JobFilterPanel_query" | "JobList_query">;
};
export type JobsPageQuery = {
  response: JobsPageQuery$data;
  variables: JobsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCountIsExact",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matchedBy",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v11 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  (v10/*:: as any*/)
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
    "name": "JobsPageQuery",
    "selections": [
      {
        "args": (v4/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "JobList_query"
      },
      {
        "args": (v4/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "JobFilterPanel_query"
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "QueryJobsConnection",
        "kind": "LinkedField",
        "name": "jobs",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "JobsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "QueryJobsConnection",
        "kind": "LinkedField",
        "name": "jobs",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryJobsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Job",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "language",
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
                    "name": "companyName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Place",
                    "kind": "LinkedField",
                    "name": "place",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "experienceLevel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "postedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "permanent",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SalaryRange",
                    "kind": "LinkedField",
                    "name": "salary",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "minRials",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "maxRials",
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "JobFacets",
            "kind": "LinkedField",
            "name": "facets",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "JobTypeFacet",
                "kind": "LinkedField",
                "name": "types",
                "plural": true,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ExperienceLevelFacet",
                "kind": "LinkedField",
                "name": "experienceLevels",
                "plural": true,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PlaceFacet",
                "kind": "LinkedField",
                "name": "places",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Place",
                    "kind": "LinkedField",
                    "name": "value",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PostedWithinFacet",
                "kind": "LinkedField",
                "name": "postedWithin",
                "plural": true,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "exact",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "filters": [
          "search",
          "filter",
          "orderBy"
        ],
        "handle": "connection",
        "key": "JobList_jobs",
        "kind": "LinkedHandle",
        "name": "jobs"
      }
    ]
  },
  "params": {
    "cacheID": "93a929d5510232d12fad1525d80233c5",
    "id": null,
    "metadata": {},
    "name": "JobsPageQuery",
    "operationKind": "query",
    "text": "query JobsPageQuery(\n  $first: Int!\n  $search: String\n  $filter: JobFilter\n  $orderBy: JobOrder\n) {\n  ...JobList_query_3WTPzo\n  ...JobFilterPanel_query_3WTPzo\n  jobs(first: $first, search: $search, filter: $filter, orderBy: $orderBy) {\n    totalCount\n    totalCountIsExact\n    matchedBy\n  }\n}\n\nfragment JobCard_job on Job {\n  slug\n  language\n  title\n  companyName\n  place {\n    name\n    id\n  }\n  type\n  experienceLevel\n  postedAt\n  permanent\n  salary {\n    ...Salary_salary\n  }\n}\n\nfragment JobFilterPanel_query_3WTPzo on Query {\n  jobs(first: $first, search: $search, filter: $filter, orderBy: $orderBy) {\n    facets {\n      types {\n        value\n        count\n      }\n      experienceLevels {\n        value\n        count\n      }\n      places {\n        value {\n          id\n          name\n        }\n        count\n      }\n      postedWithin {\n        value\n        count\n      }\n      exact\n    }\n  }\n}\n\nfragment JobList_query_3WTPzo on Query {\n  jobs(first: $first, search: $search, filter: $filter, orderBy: $orderBy) {\n    edges {\n      node {\n        id\n        ...JobCard_job\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment Salary_salary on SalaryRange {\n  minRials\n  maxRials\n}\n"
  }
};
})();

(node as any).hash = "7febc643376deaa37ae52cce5e4413bc";

export default node;
