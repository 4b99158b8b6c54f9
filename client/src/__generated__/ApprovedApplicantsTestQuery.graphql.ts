/**
 * @generated SignedSource<<ee604a44af6bcc0e9b43104f894abc76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApprovedApplicantsTestQuery$variables = Record<PropertyKey, never>;
export type ApprovedApplicantsTestQuery$data = {
  readonly job: {
    readonly " $fragmentSpreads": FragmentRefs<"ApprovedApplicants_job">;
  } | null | undefined;
};
export type ApprovedApplicantsTestQuery = {
  response: ApprovedApplicantsTestQuery$data;
  variables: ApprovedApplicantsTestQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ApprovedApplicantsTestQuery",
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
            "name": "ApprovedApplicants_job"
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
    "name": "ApprovedApplicantsTestQuery",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "submittedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "applicant",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "job(slug:\"qa-engineer\")"
      }
    ]
  },
  "params": {
    "cacheID": "07f2adbaf6fc89c20eb37c773239ee6d",
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
        "job.approvedApplicants.applicant": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "job.approvedApplicants.applicant.id": (v2/*:: as any*/),
        "job.approvedApplicants.contractDays": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "job.approvedApplicants.requestedSalaryRials": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SafeInt"
        },
        "job.approvedApplicants.submittedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "job.approvedApplicants.submittedBy": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "job.id": (v2/*:: as any*/)
      }
    },
    "name": "ApprovedApplicantsTestQuery",
    "operationKind": "query",
    "text": "query ApprovedApplicantsTestQuery {\n  job(slug: \"qa-engineer\") {\n    ...ApprovedApplicants_job\n    id\n  }\n}\n\nfragment ApprovedApplicants_job on Job {\n  approvedApplicants {\n    submittedBy\n    requestedSalaryRials\n    contractDays\n    submittedAt\n    applicant {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "da2c12d717151296f6d006a46e0d4512";

export default node;
