/**
 * @generated SignedSource<<645adeab16b474842a5ff569d18a3e39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestJobsTestQuery$variables = Record<PropertyKey, never>;
export type LatestJobsTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LatestJobs_query">;
};
export type LatestJobsTestQuery = {
  response: LatestJobsTestQuery$data;
  variables: LatestJobsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "SafeInt"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LatestJobsTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "LatestJobs_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LatestJobsTestQuery",
    "selections": [
      {
        "alias": "latestJobs",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 6
          },
          {
            "kind": "Literal",
            "name": "orderBy",
            "value": "NEWEST"
          }
        ],
        "concreteType": "QueryJobsConnection",
        "kind": "LinkedField",
        "name": "jobs",
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
                  (v0/*:: as any*/),
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
                      (v0/*:: as any*/)
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "jobs(first:6,orderBy:\"NEWEST\")"
      }
    ]
  },
  "params": {
    "cacheID": "1243fda5e8b7d9ca7b87d921f8964081",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "latestJobs": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryJobsConnection"
        },
        "latestJobs.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryJobsConnectionEdge"
        },
        "latestJobs.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Job"
        },
        "latestJobs.edges.node.companyName": (v1/*:: as any*/),
        "latestJobs.edges.node.experienceLevel": {
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
        "latestJobs.edges.node.id": (v2/*:: as any*/),
        "latestJobs.edges.node.language": (v1/*:: as any*/),
        "latestJobs.edges.node.permanent": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "latestJobs.edges.node.place": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Place"
        },
        "latestJobs.edges.node.place.id": (v2/*:: as any*/),
        "latestJobs.edges.node.place.name": (v1/*:: as any*/),
        "latestJobs.edges.node.postedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "latestJobs.edges.node.salary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SalaryRange"
        },
        "latestJobs.edges.node.salary.maxRials": (v3/*:: as any*/),
        "latestJobs.edges.node.salary.minRials": (v3/*:: as any*/),
        "latestJobs.edges.node.slug": (v1/*:: as any*/),
        "latestJobs.edges.node.title": (v1/*:: as any*/),
        "latestJobs.edges.node.type": {
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
        "latestJobs.totalCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "LatestJobsTestQuery",
    "operationKind": "query",
    "text": "query LatestJobsTestQuery {\n  ...LatestJobs_query\n}\n\nfragment JobCard_job on Job {\n  slug\n  language\n  title\n  companyName\n  place {\n    name\n    id\n  }\n  type\n  experienceLevel\n  postedAt\n  permanent\n  salary {\n    ...Salary_salary\n  }\n}\n\nfragment LatestJobs_query on Query {\n  latestJobs: jobs(first: 6, orderBy: NEWEST) {\n    totalCount\n    edges {\n      node {\n        id\n        ...JobCard_job\n      }\n    }\n  }\n}\n\nfragment Salary_salary on SalaryRange {\n  minRials\n  maxRials\n}\n"
  }
};
})();

(node as any).hash = "fbfb30949a0d3faab6b356896822521d";

export default node;
