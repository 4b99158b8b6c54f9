/**
 * @generated SignedSource<<83e26dd15bfcd6f7a365b005fdd2a66f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TestInvitationsTestQuery$variables = Record<PropertyKey, never>;
export type TestInvitationsTestQuery$data = {
  readonly job: {
    readonly " $fragmentSpreads": FragmentRefs<"TestInvitations_job">;
  } | null | undefined;
};
export type TestInvitationsTestQuery = {
  response: TestInvitationsTestQuery$data;
  variables: TestInvitationsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "data-engineer"
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TestInvitationsTestQuery",
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
            "name": "TestInvitations_job"
          }
        ],
        "storageKey": "job(slug:\"data-engineer\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TestInvitationsTestQuery",
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
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
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 50
              }
            ],
            "concreteType": "SentTestInvitation",
            "kind": "LinkedField",
            "name": "testInvitations",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "testId",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ApplicationTestResult",
                "kind": "LinkedField",
                "name": "result",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "score",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "testInvitations(first:50)"
          }
        ],
        "storageKey": "job(slug:\"data-engineer\")"
      }
    ]
  },
  "params": {
    "cacheID": "78edf2eec593bdef2fde0531acd4ee0c",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "job": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Job"
        },
        "job.id": (v3/*:: as any*/),
        "job.testInvitations": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "SentTestInvitation"
        },
        "job.testInvitations.email": (v4/*:: as any*/),
        "job.testInvitations.result": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ApplicationTestResult"
        },
        "job.testInvitations.result.score": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Float"
        },
        "job.testInvitations.result.state": {
          "enumValues": [
            "NOT_TAKEN",
            "IN_PROGRESS",
            "SCORED"
          ],
          "nullable": false,
          "plural": false,
          "type": "ApplicationTestState"
        },
        "job.testInvitations.state": {
          "enumValues": [
            "SENT",
            "ACCEPTED",
            "TAKEN",
            "EXPIRED"
          ],
          "nullable": false,
          "plural": false,
          "type": "SentTestInvitationState"
        },
        "job.testInvitations.testId": (v3/*:: as any*/),
        "job.tests": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "JobTest"
        },
        "job.tests.test": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Test"
        },
        "job.tests.test.id": (v3/*:: as any*/),
        "job.tests.test.title": (v4/*:: as any*/)
      }
    },
    "name": "TestInvitationsTestQuery",
    "operationKind": "query",
    "text": "query TestInvitationsTestQuery {\n  job(slug: \"data-engineer\") {\n    ...TestInvitations_job\n    id\n  }\n}\n\nfragment TestInvitations_job on Job {\n  id\n  tests {\n    test {\n      id\n      title\n    }\n  }\n  testInvitations(first: 50) {\n    email\n    testId\n    state\n    result {\n      state\n      score\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d98fb4463d540d2fea9fd8c60923d7e8";

export default node;
