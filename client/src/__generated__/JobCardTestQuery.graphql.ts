/**
 * @generated SignedSource<<9120d1a75d979edcdb35993e8e560b3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobCardTestQuery$variables = Record<PropertyKey, never>;
export type JobCardTestQuery$data = {
  readonly job: {
    readonly " $fragmentSpreads": FragmentRefs<"JobCard_job">;
  } | null | undefined;
};
export type JobCardTestQuery = {
  response: JobCardTestQuery$data;
  variables: JobCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "senior-react-developer"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
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
  "type": "ID"
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
    "name": "JobCardTestQuery",
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
            "name": "JobCard_job"
          }
        ],
        "storageKey": "job(slug:\"senior-react-developer\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "JobCardTestQuery",
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
              (v1/*:: as any*/)
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
          (v1/*:: as any*/)
        ],
        "storageKey": "job(slug:\"senior-react-developer\")"
      }
    ]
  },
  "params": {
    "cacheID": "4e8c20b4a02b364136f021e50610dc42",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "job": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Job"
        },
        "job.companyName": (v2/*:: as any*/),
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
        "job.id": (v3/*:: as any*/),
        "job.language": (v2/*:: as any*/),
        "job.permanent": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "job.place": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Place"
        },
        "job.place.id": (v3/*:: as any*/),
        "job.place.name": (v2/*:: as any*/),
        "job.postedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "job.salary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SalaryRange"
        },
        "job.salary.maxRials": (v4/*:: as any*/),
        "job.salary.minRials": (v4/*:: as any*/),
        "job.slug": (v2/*:: as any*/),
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
    "name": "JobCardTestQuery",
    "operationKind": "query",
    "text": "query JobCardTestQuery {\n  job(slug: \"senior-react-developer\") {\n    ...JobCard_job\n    id\n  }\n}\n\nfragment JobCard_job on Job {\n  slug\n  language\n  title\n  companyName\n  place {\n    name\n    id\n  }\n  type\n  experienceLevel\n  postedAt\n  permanent\n  salary {\n    ...Salary_salary\n  }\n}\n\nfragment Salary_salary on SalaryRange {\n  minRials\n  maxRials\n}\n"
  }
};
})();

(node as any).hash = "b018c5b1341a9989eb6b5d837bf988c1";

export default node;
