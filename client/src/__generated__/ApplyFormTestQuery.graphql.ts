/**
 * @generated SignedSource<<2cf84042916265abb9349f8f20940683>>
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v5 = {
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
          (v2/*:: as any*/)
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
    "cacheID": "ae27e21b021e3e889e74a088f1c24ae5",
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
        "job.isExpired": (v4/*:: as any*/),
        "job.permanent": (v4/*:: as any*/),
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
        "job.viewerApplication": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "JobApplication"
        },
        "job.viewerApplication.id": (v3/*:: as any*/),
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
        "viewer.displayName": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "viewer.email": (v5/*:: as any*/),
        "viewer.fullName": (v5/*:: as any*/),
        "viewer.id": (v3/*:: as any*/)
      }
    },
    "name": "ApplyFormTestQuery",
    "operationKind": "query",
    "text": "query ApplyFormTestQuery {\n  job(slug: \"qa-engineer\") {\n    ...ApplyForm_job\n    id\n  }\n  viewer {\n    ...ApplyForm_viewer\n    id\n  }\n}\n\nfragment ApplicationForm_job on Job {\n  id\n}\n\nfragment ApplicationForm_viewer on User {\n  fullName\n  displayName\n  email\n}\n\nfragment ApplyForm_job on Job {\n  status\n  isExpired\n  permanent\n  viewerApplication {\n    status\n    submittedAt\n    id\n  }\n  ...ApplicationForm_job\n}\n\nfragment ApplyForm_viewer on User {\n  ...ApplicationForm_viewer\n}\n"
  }
};
})();

(node as any).hash = "73ea4b0cf04ed755d9e92de4adb87367";

export default node;
