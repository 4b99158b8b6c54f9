/**
 * @generated SignedSource<<6636b19edc5942b2d120bda496e4e2d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobDetailTestQuery$variables = Record<PropertyKey, never>;
export type JobDetailTestQuery$data = {
  readonly job: {
    readonly " $fragmentSpreads": FragmentRefs<"JobDetail_job">;
  } | null | undefined;
};
export type JobDetailTestQuery = {
  response: JobDetailTestQuery$data;
  variables: JobDetailTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "qa-engineer"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v4 = {
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
    "name": "JobDetailTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "JobDetail_job"
          }
        ],
        "storageKey": "job(slug:\"qa-engineer\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "JobDetailTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "job(slug:\"qa-engineer\")"
      }
    ]
  },
  "params": {
    "cacheID": "ae9ff91cefa7b964f184a508962937fa",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "job": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Job"
        },
        "job.benefits": (v1/*:: as any*/),
        "job.companyName": (v2/*:: as any*/),
        "job.description": (v2/*:: as any*/),
        "job.education": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "job.experienceLevel": {
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
        "job.expiresAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "job.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "job.isExpired": (v3/*:: as any*/),
        "job.language": (v2/*:: as any*/),
        "job.location": (v2/*:: as any*/),
        "job.permanent": (v3/*:: as any*/),
        "job.postedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "job.requirements": (v1/*:: as any*/),
        "job.responsibilities": (v1/*:: as any*/),
        "job.salary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SalaryRange"
        },
        "job.salary.maxRials": (v4/*:: as any*/),
        "job.salary.minRials": (v4/*:: as any*/),
        "job.skills": (v1/*:: as any*/),
        "job.title": (v2/*:: as any*/),
        "job.type": {
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
        }
      }
    },
    "name": "JobDetailTestQuery",
    "operationKind": "query",
    "text": "query JobDetailTestQuery {\n  job(slug: \"qa-engineer\") {\n    ...JobDetail_job\n    id\n  }\n}\n\nfragment JobDetail_job on Job {\n  title\n  language\n  companyName\n  location\n  type\n  experienceLevel\n  skills\n  description\n  requirements\n  responsibilities\n  education\n  benefits\n  postedAt\n  expiresAt\n  isExpired\n  permanent\n  salary {\n    ...Salary_salary\n  }\n}\n\nfragment Salary_salary on SalaryRange {\n  minRials\n  maxRials\n}\n"
  }
};
})();

(node as any).hash = "bf32d8119076d163b867a36ccdfe3e72";

export default node;
