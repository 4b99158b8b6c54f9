/**
 * @generated SignedSource<<bf80638118ab10609f660515777b41e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobListTestQuery$variables = {
  first: number;
  search?: string | null | undefined;
};
export type JobListTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"JobList_query">;
};
export type JobListTestQuery = {
  response: JobListTestQuery$data;
  variables: JobListTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
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
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "SafeInt"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "JobListTestQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "JobList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JobListTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
    "cacheID": "9af57eafbe62ec5013d0ba05ca34aa77",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "jobs": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryJobsConnection"
        },
        "jobs.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryJobsConnectionEdge"
        },
        "jobs.edges.cursor": (v3/*:: as any*/),
        "jobs.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Job"
        },
        "jobs.edges.node.__typename": (v3/*:: as any*/),
        "jobs.edges.node.companyName": (v3/*:: as any*/),
        "jobs.edges.node.experienceLevel": {
          "enumValues": [
            "ENTRY",
            "MID",
            "SENIOR",
            "LEAD"
          ],
          "nullable": false,
          "plural": false,
          "type": "ExperienceLevel"
        },
        "jobs.edges.node.id": (v4/*:: as any*/),
        "jobs.edges.node.language": (v3/*:: as any*/),
        "jobs.edges.node.permanent": (v5/*:: as any*/),
        "jobs.edges.node.place": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Place"
        },
        "jobs.edges.node.place.id": (v4/*:: as any*/),
        "jobs.edges.node.place.name": (v3/*:: as any*/),
        "jobs.edges.node.postedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "jobs.edges.node.salary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SalaryRange"
        },
        "jobs.edges.node.salary.maxRials": (v6/*:: as any*/),
        "jobs.edges.node.salary.minRials": (v6/*:: as any*/),
        "jobs.edges.node.slug": (v3/*:: as any*/),
        "jobs.edges.node.title": (v3/*:: as any*/),
        "jobs.edges.node.type": {
          "enumValues": [
            "FULL_TIME",
            "PART_TIME",
            "CONTRACT",
            "REMOTE",
            "ONSITE",
            "HYBRID",
            "FREELANCE",
            "INTERNSHIP",
            "TEMPORARY"
          ],
          "nullable": false,
          "plural": false,
          "type": "JobType"
        },
        "jobs.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "jobs.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "jobs.pageInfo.hasNextPage": (v5/*:: as any*/)
      }
    },
    "name": "JobListTestQuery",
    "operationKind": "query",
    "text": "query JobListTestQuery(\n  $first: Int!\n  $search: String\n) {\n  ...JobList_query_1UbRgV\n}\n\nfragment JobCard_job on Job {\n  slug\n  language\n  title\n  companyName\n  place {\n    name\n    id\n  }\n  type\n  experienceLevel\n  postedAt\n  permanent\n  salary {\n    ...Salary_salary\n  }\n}\n\nfragment JobList_query_1UbRgV on Query {\n  jobs(first: $first, search: $search) {\n    edges {\n      node {\n        id\n        ...JobCard_job\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment Salary_salary on SalaryRange {\n  minRials\n  maxRials\n}\n"
  }
};
})();

(node as any).hash = "37936650a22968b9afa4698ee5927fdd";

export default node;
