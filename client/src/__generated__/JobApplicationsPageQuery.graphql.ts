/**
 * @generated SignedSource<<ae2933c74c20f9c82386dfbdaa357b7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationStatus = "APPROVED" | "HIRED" | "REJECTED" | "REVIEWED" | "SUBMITTED" | "%future added value";
export type JobStatus = "CLOSED" | "DRAFT" | "PUBLISHED" | "%future added value";
export type JobApplicationsPageQuery$variables = {
  slug: string;
  statuses?: ReadonlyArray<ApplicationStatus> | null | undefined;
};
export type JobApplicationsPageQuery$data = {
  readonly job: {
    readonly isExpired: boolean;
    readonly permanent: boolean;
    readonly slug: string;
    readonly status: JobStatus;
    readonly title: string;
    readonly viewerCanManage: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"ApplicationList_job" | "ApplicationStatusFilter_job" | "TestInvitations_job">;
  } | null | undefined;
  readonly viewer: {
    readonly registered: boolean | null | undefined;
  } | null | undefined;
};
export type JobApplicationsPageQuery = {
  response: JobApplicationsPageQuery$data;
  variables: JobApplicationsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "statuses"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registered",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
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
  "name": "isExpired",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permanent",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanManage",
  "storageKey": null
},
v9 = {
  "kind": "Variable",
  "name": "statuses",
  "variableName": "statuses"
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v12 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v13 = [
  (v12/*:: as any*/),
  (v9/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "identityWithheld",
  "storageKey": null
},
v16 = [
  (v10/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "testId",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v22 = {
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
},
v23 = [
  (v12/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "JobApplicationsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ApplicationStatusFilter_job"
          },
          {
            "args": [
              (v9/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "ApplicationList_job"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TestInvitations_job"
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
    "name": "JobApplicationsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": "all",
            "args": null,
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "SUBMITTED",
            "args": [
              {
                "kind": "Literal",
                "name": "statuses",
                "value": [
                  "SUBMITTED"
                ]
              }
            ],
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": "applications(statuses:[\"SUBMITTED\"])"
          },
          {
            "alias": "REVIEWED",
            "args": [
              {
                "kind": "Literal",
                "name": "statuses",
                "value": [
                  "REVIEWED"
                ]
              }
            ],
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": "applications(statuses:[\"REVIEWED\"])"
          },
          {
            "alias": "APPROVED",
            "args": [
              {
                "kind": "Literal",
                "name": "statuses",
                "value": [
                  "APPROVED"
                ]
              }
            ],
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": "applications(statuses:[\"APPROVED\"])"
          },
          {
            "alias": "REJECTED",
            "args": [
              {
                "kind": "Literal",
                "name": "statuses",
                "value": [
                  "REJECTED"
                ]
              }
            ],
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": "applications(statuses:[\"REJECTED\"])"
          },
          {
            "alias": "HIRED",
            "args": [
              {
                "kind": "Literal",
                "name": "statuses",
                "value": [
                  "HIRED"
                ]
              }
            ],
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": "applications(statuses:[\"HIRED\"])"
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
                  (v10/*:: as any*/),
                  (v4/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "JobApplicationsConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "JobApplicationsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "JobApplication",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fullName",
                        "storageKey": null
                      },
                      (v14/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "phone",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "coverLetter",
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
                        "name": "requestedSalaryRials",
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
                        "kind": "ScalarField",
                        "name": "hideIdentity",
                        "storageKey": null
                      },
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResumeSnapshot",
                        "kind": "LinkedField",
                        "name": "resume",
                        "plural": false,
                        "selections": [
                          (v15/*:: as any*/),
                          (v10/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "applicant",
                        "plural": false,
                        "selections": (v16/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Job",
                        "kind": "LinkedField",
                        "name": "job",
                        "plural": false,
                        "selections": (v16/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ApplicationTestResult",
                        "kind": "LinkedField",
                        "name": "testResults",
                        "plural": true,
                        "selections": [
                          (v17/*:: as any*/),
                          (v18/*:: as any*/),
                          (v19/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "band",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "passed",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "consistency",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "integrityRisk",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "validProfile",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v21/*:: as any*/)
                ],
                "storageKey": null
              },
              (v22/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "filters": [
              "statuses",
              "orderBy"
            ],
            "handle": "connection",
            "key": "ApplicationList_applications",
            "kind": "LinkedHandle",
            "name": "applications"
          },
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": (v23/*:: as any*/),
            "concreteType": "JobTestInvitationsConnection",
            "kind": "LinkedField",
            "name": "testInvitations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "JobTestInvitationsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SentTestInvitation",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v14/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ApplicationTestResult",
                        "kind": "LinkedField",
                        "name": "result",
                        "plural": false,
                        "selections": [
                          (v18/*:: as any*/),
                          (v19/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v22/*:: as any*/)
            ],
            "storageKey": "testInvitations(first:20)"
          },
          {
            "alias": null,
            "args": (v23/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "TestInvitations_testInvitations",
            "kind": "LinkedHandle",
            "name": "testInvitations"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d0aca64c72d976a9859cc43444fe3635",
    "id": null,
    "metadata": {},
    "name": "JobApplicationsPageQuery",
    "operationKind": "query",
    "text": "query JobApplicationsPageQuery(\n  $slug: String!\n  $statuses: [ApplicationStatus!]\n) {\n  viewer {\n    registered\n    id\n  }\n  job(slug: $slug) {\n    slug\n    title\n    status\n    isExpired\n    permanent\n    viewerCanManage\n    ...ApplicationStatusFilter_job\n    ...ApplicationList_job_26XTTN\n    ...TestInvitations_job\n    id\n  }\n}\n\nfragment ApplicationCard_application on JobApplication {\n  id\n  status\n  fullName\n  email\n  phone\n  coverLetter\n  contractDays\n  requestedSalaryRials\n  submittedAt\n  hideIdentity\n  identityWithheld\n  resume {\n    identityWithheld\n    id\n  }\n  applicant {\n    id\n  }\n  job {\n    id\n  }\n}\n\nfragment ApplicationList_job_26XTTN on Job {\n  tests {\n    test {\n      id\n      title\n      type\n    }\n  }\n  applications(first: 20, statuses: $statuses) {\n    edges {\n      node {\n        id\n        ...ApplicationCard_application\n        ...ApplicationTestResults_application\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment ApplicationStatusFilter_job on Job {\n  slug\n  all: applications {\n    totalCount\n  }\n  SUBMITTED: applications(statuses: [SUBMITTED]) {\n    totalCount\n  }\n  REVIEWED: applications(statuses: [REVIEWED]) {\n    totalCount\n  }\n  APPROVED: applications(statuses: [APPROVED]) {\n    totalCount\n  }\n  REJECTED: applications(statuses: [REJECTED]) {\n    totalCount\n  }\n  HIRED: applications(statuses: [HIRED]) {\n    totalCount\n  }\n}\n\nfragment ApplicationTestResults_application on JobApplication {\n  testResults {\n    testId\n    state\n    score\n    band\n    passed\n    consistency\n    integrityRisk\n    validProfile\n  }\n}\n\nfragment TestInvitations_job on Job {\n  id\n  tests {\n    test {\n      id\n      title\n    }\n  }\n  testInvitations(first: 20) {\n    edges {\n      cursor\n      node {\n        email\n        testId\n        state\n        result {\n          state\n          score\n        }\n        __typename\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f224125a77fd6798bdcc6975c92a4e2c";

export default node;
