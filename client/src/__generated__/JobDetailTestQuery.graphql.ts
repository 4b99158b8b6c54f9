/**
 * @generated SignedSource<<76395a5c2b9fe18b290da6e0dce678b5>>
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "submittedAt",
  "storageKey": null
},
v7 = [
  (v2/*:: as any*/)
],
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "User"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "SafeInt"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
},
v12 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
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
          (v1/*:: as any*/),
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
          (v3/*:: as any*/),
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
            "concreteType": "JobTest",
            "kind": "LinkedField",
            "name": "tests",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Test",
                "kind": "LinkedField",
                "name": "test",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "durationMinutes",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "required",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "JobApplication",
            "kind": "LinkedField",
            "name": "viewerApplication",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApprovedApplicant",
            "kind": "LinkedField",
            "name": "approvedApplicants",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "submittedBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestedSalaryRials",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contractDays",
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "applicant",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "postedBy",
            "plural": false,
            "selections": (v7/*:: as any*/),
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
        "storageKey": "job(slug:\"qa-engineer\")"
      }
    ]
  },
  "params": {
    "cacheID": "aefbea5a2c65e879edfe55d2f3ffa585",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "job": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Job"
        },
        "job.approvedApplicants": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ApprovedApplicant"
        },
        "job.approvedApplicants.applicant": (v8/*:: as any*/),
        "job.approvedApplicants.applicant.id": (v9/*:: as any*/),
        "job.approvedApplicants.contractDays": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "job.approvedApplicants.requestedSalaryRials": (v10/*:: as any*/),
        "job.approvedApplicants.submittedAt": (v11/*:: as any*/),
        "job.approvedApplicants.submittedBy": (v12/*:: as any*/),
        "job.benefits": (v13/*:: as any*/),
        "job.companyName": (v14/*:: as any*/),
        "job.description": (v14/*:: as any*/),
        "job.education": (v12/*:: as any*/),
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
        "job.id": (v9/*:: as any*/),
        "job.isExpired": (v15/*:: as any*/),
        "job.language": (v14/*:: as any*/),
        "job.permanent": (v15/*:: as any*/),
        "job.place": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Place"
        },
        "job.place.id": (v9/*:: as any*/),
        "job.place.name": (v14/*:: as any*/),
        "job.postedAt": (v11/*:: as any*/),
        "job.postedBy": (v8/*:: as any*/),
        "job.postedBy.id": (v9/*:: as any*/),
        "job.requirements": (v13/*:: as any*/),
        "job.responsibilities": (v13/*:: as any*/),
        "job.salary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SalaryRange"
        },
        "job.salary.maxRials": (v10/*:: as any*/),
        "job.salary.minRials": (v10/*:: as any*/),
        "job.skills": (v13/*:: as any*/),
        "job.slug": (v14/*:: as any*/),
        "job.status": {
          "enumValues": [
            "DRAFT",
            "PUBLISHED",
            "CLOSED"
          ],
          "nullable": false,
          "plural": false,
          "type": "JobStatus"
        },
        "job.tests": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "JobTest"
        },
        "job.tests.required": (v15/*:: as any*/),
        "job.tests.test": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Test"
        },
        "job.tests.test.__typename": (v14/*:: as any*/),
        "job.tests.test.durationMinutes": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "job.tests.test.id": (v9/*:: as any*/),
        "job.tests.test.slug": (v14/*:: as any*/),
        "job.tests.test.title": (v14/*:: as any*/),
        "job.tests.test.type": {
          "enumValues": [
            "ALGORITHMIC_THINKING",
            "LOGICAL_REASONING",
            "PROBLEM_SOLVING",
            "PERSONALITY_COGNITIVE"
          ],
          "nullable": false,
          "plural": false,
          "type": "TestType"
        },
        "job.title": (v14/*:: as any*/),
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
        },
        "job.viewerApplication": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "JobApplication"
        },
        "job.viewerApplication.id": (v9/*:: as any*/),
        "job.viewerApplication.status": {
          "enumValues": [
            "SUBMITTED",
            "REVIEWED",
            "APPROVED",
            "REJECTED",
            "HIRED"
          ],
          "nullable": false,
          "plural": false,
          "type": "ApplicationStatus"
        },
        "job.viewerApplication.submittedAt": (v11/*:: as any*/)
      }
    },
    "name": "JobDetailTestQuery",
    "operationKind": "query",
    "text": "query JobDetailTestQuery {\n  job(slug: \"qa-engineer\") {\n    ...JobDetail_job\n    id\n  }\n}\n\nfragment ApplicationForm_job on Job {\n  id\n  slug\n  tests {\n    required\n    test {\n      id\n    }\n  }\n  ...JobTestList_job\n}\n\nfragment ApplyForm_job on Job {\n  status\n  isExpired\n  permanent\n  viewerApplication {\n    status\n    submittedAt\n    id\n  }\n  ...ApplicationForm_job\n}\n\nfragment ApplyShortcut_job on Job {\n  title\n  language\n  status\n  isExpired\n  permanent\n  viewerApplication {\n    status\n    id\n  }\n}\n\nfragment ApprovedApplicants_job on Job {\n  approvedApplicants {\n    submittedBy\n    requestedSalaryRials\n    contractDays\n    submittedAt\n    applicant {\n      id\n    }\n  }\n}\n\nfragment JobDetail_job on Job {\n  title\n  language\n  companyName\n  place {\n    name\n    id\n  }\n  type\n  experienceLevel\n  skills\n  description\n  requirements\n  responsibilities\n  education\n  benefits\n  postedAt\n  expiresAt\n  isExpired\n  permanent\n  tests {\n    test {\n      __typename\n      id\n    }\n  }\n  ...JobTestList_job\n  ...ApplyForm_job\n  ...ApplyShortcut_job\n  ...ApprovedApplicants_job\n  ...MessageEmployer_job\n  salary {\n    minRials\n    maxRials\n  }\n}\n\nfragment JobTestList_job on Job {\n  tests {\n    required\n    test {\n      id\n      slug\n      title\n      durationMinutes\n      type\n    }\n  }\n}\n\nfragment MessageEmployer_job on Job {\n  id\n  postedBy {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "bf32d8119076d163b867a36ccdfe3e72";

export default node;
