/**
 * @generated SignedSource<<4bd1faff21b217301a06fa030e352ce2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobPageQuery$variables = {
  slug: string;
};
export type JobPageQuery$data = {
  readonly job: {
    readonly " $fragmentSpreads": FragmentRefs<"JobDetail_job" | "JobPostingJsonLd_job">;
  } | null | undefined;
};
export type JobPageQuery = {
  response: JobPageQuery$data;
  variables: JobPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "JobPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "JobDetail_job"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "JobPostingJsonLd_job"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JobPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
        "selections": [
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
            "name": "language",
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
            "kind": "ScalarField",
            "name": "location",
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
            "name": "skills",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "requirements",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "responsibilities",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "education",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "benefits",
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
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isExpired",
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
            "name": "slug",
            "storageKey": null
          },
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "de68602c4e40b0f13a8d7020bc41d731",
    "id": null,
    "metadata": {},
    "name": "JobPageQuery",
    "operationKind": "query",
    "text": "query JobPageQuery(\n  $slug: String!\n) {\n  job(slug: $slug) {\n    ...JobDetail_job\n    ...JobPostingJsonLd_job\n    id\n  }\n}\n\nfragment JobDetail_job on Job {\n  title\n  language\n  companyName\n  location\n  type\n  experienceLevel\n  skills\n  description\n  requirements\n  responsibilities\n  education\n  benefits\n  postedAt\n  expiresAt\n  isExpired\n  permanent\n  salary {\n    ...Salary_salary\n  }\n}\n\nfragment JobPostingJsonLd_job on Job {\n  slug\n  title\n  description\n  language\n  companyName\n  location\n  type\n  experienceLevel\n  skills\n  postedAt\n  expiresAt\n  isExpired\n  permanent\n  status\n  salary {\n    minRials\n    maxRials\n  }\n}\n\nfragment Salary_salary on SalaryRange {\n  minRials\n  maxRials\n}\n"
  }
};
})();

(node as any).hash = "143fb348c4f4553327e9c6fabb536b37";

export default node;
