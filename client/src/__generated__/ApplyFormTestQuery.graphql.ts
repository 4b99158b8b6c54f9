/**
 * @generated SignedSource<<bec86a2debad5ce14ac9d1ae3fd80c78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplyFormTestQuery$variables = Record<PropertyKey, never>;
export type ApplyFormTestQuery$data = {
  readonly job: {
    readonly " $fragmentSpreads": FragmentRefs<"ApplyForm_job">;
  } | null | undefined;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"ApplyForm_viewer">;
  } | null | undefined;
};
export type ApplyFormTestQuery = {
  response: ApplyFormTestQuery$data;
  variables: ApplyFormTestQuery$variables;
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
  "name": "status",
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
  "name": "slug",
  "storageKey": null
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
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ApplyFormTestQuery",
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
            "name": "ApplyForm_job"
          }
        ],
        "storageKey": "job(slug:\"qa-engineer\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ApplyForm_viewer"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ApplyFormTestQuery",
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
            "concreteType": "JobApplication",
            "kind": "LinkedField",
            "name": "viewerApplication",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "submittedAt",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "required",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Test",
                "kind": "LinkedField",
                "name": "test",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
                    "name": "durationMinutes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "job(slug:\"qa-engineer\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fullName",
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
            "name": "email",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0244ba4bc01507b79ceb758b441c1650",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "job": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Job"
        },
        "job.id": (v4/*:: as any*/),
        "job.isExpired": (v5/*:: as any*/),
        "job.permanent": (v5/*:: as any*/),
        "job.slug": (v6/*:: as any*/),
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
        "job.tests.required": (v5/*:: as any*/),
        "job.tests.test": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Test"
        },
        "job.tests.test.durationMinutes": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "job.tests.test.id": (v4/*:: as any*/),
        "job.tests.test.slug": (v6/*:: as any*/),
        "job.tests.test.title": (v6/*:: as any*/),
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
        "job.viewerApplication": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "JobApplication"
        },
        "job.viewerApplication.id": (v4/*:: as any*/),
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
        "job.viewerApplication.submittedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.displayName": (v6/*:: as any*/),
        "viewer.email": (v7/*:: as any*/),
        "viewer.fullName": (v7/*:: as any*/),
        "viewer.id": (v4/*:: as any*/)
      }
    },
    "name": "ApplyFormTestQuery",
    "operationKind": "query",
    "text": "query ApplyFormTestQuery {\n  job(slug: \"qa-engineer\") {\n    ...ApplyForm_job\n    id\n  }\n  viewer {\n    ...ApplyForm_viewer\n    id\n  }\n}\n\nfragment ApplicationForm_job on Job {\n  id\n  slug\n  tests {\n    required\n    test {\n      id\n    }\n  }\n  ...JobTestList_job\n}\n\nfragment ApplicationForm_viewer on User {\n  fullName\n  displayName\n  email\n}\n\nfragment ApplyForm_job on Job {\n  status\n  isExpired\n  permanent\n  viewerApplication {\n    status\n    submittedAt\n    id\n  }\n  ...ApplicationForm_job\n}\n\nfragment ApplyForm_viewer on User {\n  ...ApplicationForm_viewer\n}\n\nfragment JobTestList_job on Job {\n  tests {\n    required\n    test {\n      id\n      slug\n      title\n      durationMinutes\n      type\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "73ea4b0cf04ed755d9e92de4adb87367";

export default node;
